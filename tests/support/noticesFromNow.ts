import { notifications, type Notice } from '../../src/lib/notifications';

/**
 * The notices published from now on, by id: ids only grow, and a notice repeated while it
 * shows comes back with a new one (counting the list would miss it, the list stays as long).
 */
export function noticesFromNow(): () => readonly Notice[] {
  const mark = Math.max(0, ...notifications.list().map((notice) => notice.id));
  return () => notifications.list().filter((notice) => notice.id > mark);
}
