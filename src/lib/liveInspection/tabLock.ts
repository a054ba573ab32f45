/**
 * A tab's presence as a Web Lock (docs/decisions.md "Live view of the running machines"): the
 * reporting tab holds a lock named after its id for as long as it lives, and a live view asks for
 * the same lock, which the browser grants once the tab is gone, however it went: closed, crashed or
 * killed, when no `pagehide` may run. Without Web Locks (an address outside a secure context) the
 * view falls back on `pagehide` alone.
 */
const lockName = (tabId: string) => `machine-inspector-live:${tabId}`;

const webLocks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;

/** Holds this tab's lock until the tab ends; resolves once it is held (or at once without locks). */
export function holdTabLock(tabId: string): Promise<void> {
  const locks = webLocks();
  if (!locks) return Promise.resolve();
  return new Promise((held) => {
    void locks.request(lockName(tabId), () => {
      held();
      return new Promise<never>(() => {});
    });
  });
}

/** Calls `ended` once the tab that holds `tabId`'s lock is gone, unless `signal` aborts first. */
export function whenTabEnds(tabId: string, ended: () => void, signal: AbortSignal) {
  const locks = webLocks();
  if (!locks) return;
  locks
    .request(lockName(tabId), { signal }, () => ended())
    .catch((error: unknown) => {
      if (!signal.aborted) throw error;
    });
}
