/**
 * The app's one session, with the session machine loaded only when it has something to do
 * (docs/decisions.md "First load": most visitors of the landing page are not logged in).
 *
 * - A visitor with a stored session (a token, or auto-login with a saved login) starts the
 *   machine at once.
 * - Any other visitor starts it with the first event that can change an anonymous session:
 *   a login, a logout, an HTTP 401. The events that cannot (route changes, shop token checks,
 *   user updates, clearing) are dropped until then; `sessionHandle.test.ts` checks against the
 *   machine itself that it ignores them.
 * - While the machine loads, events wait in order, and the session is what the browser has
 *   stored: the machine starts from the same stored values.
 */
import type { SessionEvent, SessionInput, SessionUser } from '../../machines/sessionTypes';

export interface SessionView {
  loggedIn: boolean;
  user: SessionUser | undefined;
}

/** The running machine, as the handle needs it. */
export interface RunningSession {
  send(event: SessionEvent): void;
  view(): SessionView;
  /** Calls the listener after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  stop(): void;
}

type StartSession = (input: SessionInput) => Promise<RunningSession>;

export interface SessionHandle {
  /** Starts the machine if the stored session needs it; the provider calls it on mount. */
  open(): void;
  /** Stops the machine (or drops the one still loading); `open` may start it again. */
  close(): void;
  send(event: SessionEvent): void;
  getView(): SessionView;
  /**
   * Counts the customers who left: it grows when a logged-in customer's session ends or another
   * customer's replaces it, so what was shown for them can go (src/session/userScope.ts).
   */
  getUserScope(): number;
  subscribe(listener: () => void): () => void;
}

/** The events that cannot change an anonymous session. */
export const IGNORED_WHILE_ANONYMOUS: ReadonlySet<SessionEvent['type']> = new Set([
  'ROUTE_CHANGED',
  'CHECK_SHOP_TOKEN',
  'USER_UPDATED',
  'SESSION_CLEARED',
]);

/** A stored session the machine acts on by itself: it checks a token, or logs in again. */
export const needsMachine = (input: SessionInput): boolean =>
  Boolean(input.token) || (Boolean(input.autoLogin) && input.savedLogin !== undefined);

/** The session as stored, read the way the machine reads its input. */
function storedView(input: SessionInput): SessionView {
  return input.token ? { loggedIn: true, user: input.user } : { loggedIn: false, user: undefined };
}

const sameView = (a: SessionView, b: SessionView) =>
  a.loggedIn === b.loggedIn &&
  a.user?.username === b.user?.username &&
  a.user?.nickname === b.user?.nickname;

/**
 * The customer left: logged out, or someone else logged in. A messaging-app customer without a
 * username who completes the account is still the same one.
 */
function customerLeft(before: SessionView, after: SessionView): boolean {
  if (!before.loggedIn) return false;
  if (!after.loggedIn) return true;
  const was = before.user?.username ?? '';
  return was !== '' && (after.user?.username ?? '') !== was;
}

export function createSessionHandle(
  start: StartSession,
  readStored: () => SessionInput,
): SessionHandle {
  const listeners = new Set<() => void>();
  let view = storedView(readStored());
  let userScope = 0;
  let running: RunningSession | undefined;
  let unsubscribeRunning: (() => void) | undefined;
  let loading = false;
  let queue: SessionEvent[] = [];
  // Bumped by `close`, so a machine that finishes loading after it is not used.
  let generation = 0;

  const publish = (next: SessionView) => {
    if (sameView(next, view)) return;
    if (customerLeft(view, next)) userScope += 1;
    view = next;
    listeners.forEach((listener) => listener());
  };

  const startMachine = () => {
    if (running || loading) return;
    loading = true;
    const startedIn = generation;
    start(readStored()).then(
      (session) => {
        if (startedIn !== generation) {
          session.stop();
          return;
        }
        loading = false;
        running = session;
        unsubscribeRunning = session.subscribe(() => publish(session.view()));
        publish(session.view());
        const waiting = queue;
        queue = [];
        waiting.forEach((event) => session.send(event));
      },
      () => {
        // Offline: the waiting events stay, and the next one tries again.
        if (startedIn === generation) loading = false;
      },
    );
  };

  return {
    open() {
      if (needsMachine(readStored())) startMachine();
    },
    close() {
      generation += 1;
      unsubscribeRunning?.();
      running?.stop();
      running = undefined;
      unsubscribeRunning = undefined;
      loading = false;
      queue = [];
    },
    send(event) {
      if (running) {
        running.send(event);
        return;
      }
      // The caller may have just stored a login or cleared one.
      const stored = readStored();
      publish(storedView(stored));
      if (!loading && IGNORED_WHILE_ANONYMOUS.has(event.type) && !needsMachine(stored)) return;
      queue.push(event);
      startMachine();
    },
    getView: () => view,
    getUserScope: () => userScope,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
