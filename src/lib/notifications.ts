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

/**
 * What makes two notices the same notice: one of them shows at a time, and the toast that
 * shows it stays the same one when it is said again.
 */
export const noticeKey = ({ level, message }: Pick<Notice, 'level' | 'message'>) =>
  `${level}:${message}`;

export function createNotificationService(): NotificationService {
  let notices: readonly Notice[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const publish = () => listeners.forEach((listener) => listener(notices));

  return {
    notify(level, message) {
      const notice = { id: nextId++, level, message };
      // The same notice again (a button pressed twice, a call failing again) takes the place of
      // the one showing, under a new id: it is said again and stays its full time, without a
      // stack of copies. In place, so that a reader holding it (focus, pointer) keeps it.
      const key = noticeKey(notice);
      const showing = notices.some((shown) => noticeKey(shown) === key);
      notices = showing
        ? notices.map((shown) => (noticeKey(shown) === key ? notice : shown))
        : [...notices, notice];
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
