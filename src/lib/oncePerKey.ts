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
