import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many items of at least `minItemWidth` px fit side by side in the element,
 * at least 1 and at most `max`; `max` until the element is measured.
 */
export function useVisibleCount(
  ref: RefObject<HTMLElement | null>,
  minItemWidth: number,
  max: number,
): number {
  const [count, setCount] = useState(max);
  // Before the first paint: a row first drawn with `max` tiles would then jump to its real count.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const width = element.clientWidth;
      if (width > 0) setCount(Math.min(max, Math.max(1, Math.floor(width / minItemWidth))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minItemWidth, max]);
  return count;
}
