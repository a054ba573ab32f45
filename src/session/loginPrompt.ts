import { confirm, DISMISSED, type ConfirmRequest } from '../components/dialogs/confirm';

let open = false;

/**
 * One login question at a time: the expired-login prompt and the protected-route offer both lead
 * to login, so while one is on screen another (the guard refusing the view that the expiry
 * reloads) answers 'dismiss' at once instead of queueing a second dialog behind it.
 */
export async function askLoginQuestion(
  request: ConfirmRequest,
  ask: (request: ConfirmRequest, signal?: AbortSignal) => Promise<string> = confirm,
  signal?: AbortSignal,
): Promise<string> {
  if (open) return DISMISSED;
  open = true;
  try {
    return await ask(request, signal);
  } finally {
    open = false;
  }
}
