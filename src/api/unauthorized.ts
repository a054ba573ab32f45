/**
 * After an HTTP 401 the session machine reloads the page (spec §8); while no
 * session listens (tests, early start-up), the HTTP client reloads by itself.
 */
const listeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells the listeners; false when nobody listens. */
export function notifyUnauthorized(): boolean {
  for (const listener of listeners) listener();
  return listeners.size > 0;
}
