/** Every key's promise of every `oncePerKey`, so that a new page life can start without them. */
const pageLifeAnswers = new Set<Map<unknown, unknown>>();

/**
 * `load` asked once per key (its first argument, or what `keyOf` makes of its arguments) and
 * page life: every caller of a key shares one promise, so the header, the footer and the panels
 * that read the same data never ask twice for it.
 */
export function oncePerKey<Args extends unknown[], Value>(
  load: (...args: Args) => Promise<Value>,
  keyOf: (...args: Args) => unknown = (...args) => args[0],
) {
  const promises = new Map<unknown, Promise<Value>>();
  pageLifeAnswers.add(promises);
  return (...args: Args): Promise<Value> => {
    const key = keyOf(...args);
    let promise = promises.get(key);
    if (!promise) {
      promise = load(...args);
      promises.set(key, promise);
    }
    return promise;
  };
}

/**
 * Forgets what every `oncePerKey` was answered, as a new page would start: the screen tests start
 * each file so, where the files of a worker share the app's modules (tests/component/setup.ts).
 */
export function startNewPageLife(): void {
  pageLifeAnswers.forEach((answers) => answers.clear());
}
