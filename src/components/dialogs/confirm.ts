import type { MessageDescriptor } from '@lingui/core';
import type { ConfirmIconType } from './ConfirmIcon';

export interface ConfirmRequest {
  title: MessageDescriptor;
  content: MessageDescriptor;
  icon?: ConfirmIconType;
  buttons?: { label: MessageDescriptor; value: string; primary?: boolean }[];
}

export interface PendingConfirm {
  id: number;
  request: ConfirmRequest;
  answer: (value: string) => void;
}

type Listener = () => void;

/** The answer of a question closed without a button (Escape, or taken away by its asker). */
export const DISMISSED = 'dismiss';

/**
 * Confirmations asked from outside React (route guards, the session expiry).
 * Requests queue up and `<ConfirmHost />` shows them one at a time; no React here.
 */
export function createConfirmService() {
  let queue: readonly PendingConfirm[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const publish = () => listeners.forEach((listener) => listener());

  return {
    /** With a `signal`, aborting takes the question away unanswered: it resolves 'dismiss'. */
    ask(request: ConfirmRequest, signal?: AbortSignal): Promise<string> {
      return new Promise<string>((resolve) => {
        if (signal?.aborted) return resolve(DISMISSED);
        const id = nextId++;
        const answer = (value: string) => {
          signal?.removeEventListener('abort', withdraw);
          queue = queue.filter((pending) => pending.id !== id);
          publish();
          resolve(value);
        };
        const withdraw = () => answer(DISMISSED);
        signal?.addEventListener('abort', withdraw);
        queue = [...queue, { id, request, answer }];
        publish();
      });
    },
    current: (): PendingConfirm | undefined => queue[0],
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ConfirmService = ReturnType<typeof createConfirmService>;

/** The app-wide instance, rendered by `<ConfirmHost />` in the shell. */
export const confirmService = createConfirmService();

/** Asks the user; resolves with the chosen button's value, or 'dismiss'. */
export function confirm(request: ConfirmRequest, signal?: AbortSignal): Promise<string> {
  return confirmService.ask(request, signal);
}

/**
 * The dialog's code, which `<ConfirmHost />` loads with the first question. Whoever may ask
 * without a click to wait for (the session's expiry prompt) loads it beforehand with this.
 */
export const preloadConfirmDialog = () => import('./ConfirmDialog');
