import { useEffect, useState } from 'react';

/**
 * A stable box holding the latest value, for the machines' effects: a machine
 * is provided once, but must call the handler of the latest render.
 */
export function useLatest<T>(value: T): { readonly get: () => T } {
  const [box] = useState(() => {
    let latest = value;
    return { get: () => latest, set: (next: T) => void (latest = next) };
  });
  useEffect(() => box.set(value));
  return box;
}
