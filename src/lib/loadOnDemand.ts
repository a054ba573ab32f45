/**
 * Code a page loads when it first needs it: `load` asks once and shares the promise (again after
 * a failure, so that an opening offline can be tried again), `current` is the value once it is
 * here, and `subscribe` tells React that it arrived (`useSyncExternalStore`).
 */
export function loadOnDemand<Value>(fetch: () => Promise<Value>) {
  let value: Value | undefined;
  let loading: Promise<Value> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: (): Promise<Value> => {
      loading ??= fetch().then(
        (loaded) => {
          value = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: (): Value | undefined => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
