/**
 * The notification service: a tiny observable queue of user-facing notices.
 * The HTTP client and machines publish here; the UI renders them as toasts.
 * No React in this file, so non-UI code can warn the user.
 */
export type NoticeLevel = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  id: number;
  level: NoticeLevel;
  message: string;
}

type Listener = (notices: readonly Notice[]) => void;

export interface NotificationService {
  notify(level: NoticeLevel, message: string): Notice;
  dismiss(id: number): void;
  list(): readonly Notice[];
  subscribe(listener: Listener): () => void;
}

export function createNotificationService(): NotificationService {
  let notices: readonly Notice[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const publish = () => listeners.forEach((listener) => listener(notices));

  return {
    notify(level, message) {
      const notice = { id: nextId++, level, message };
      // The same notice again (a button pressed twice) replaces the one showing: it is
      // said again and stays its full time, without a stack of copies.
      const others = notices.filter((shown) => shown.level !== level || shown.message !== message);
      notices = [...others, notice];
      publish();
      return notice;
    },
    dismiss(id) {
      notices = notices.filter((notice) => notice.id !== id);
      publish();
    },
    list: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide instance. */
export const notifications = createNotificationService();
