import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

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
  // Observed from the commit, so the first size arrives before the first paint (a row first drawn
  // with `max` tiles would then jump to its real count). The observer reads the size the browser
  // has just laid out: reading it here (`clientWidth`) forced a layout of the whole page in the
  // middle of the screen's render, one long task.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width <= 0) return;
      const fitting = Math.min(max, Math.max(1, Math.floor(width / minItemWidth)));
      // Rendered at once, so the page is laid out again before it is painted.
      flushSync(() => setCount(fitting));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minItemWidth, max]);
  return count;
}
