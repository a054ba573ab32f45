import { useEffect, useState, type RefObject } from 'react';

/**
 * How many items of at least `minItemWidth` px fit side by side in the element, at least 1 and
 * at most `max`; `max` until the element is measured. The count pages the row and marks the items
 * out of view; their widths come from CSS (carousel.css.ts), so nothing moves before it arrives.
 * Only the resize observer measures: its first report follows the page's own layout, where a
 * measure in the commit forced a layout of the whole page inside the screen's render.
 */
export function useVisibleCount(
  ref: RefObject<HTMLElement | null>,
  minItemWidth: number,
  max: number,
): number {
  const [count, setCount] = useState(max);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setCount(Math.min(max, Math.max(1, Math.floor(width / minItemWidth))));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minItemWidth, max]);
  return count;
}
