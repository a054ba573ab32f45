import { useEffect, useState } from 'react';

/**
 * Whether the element now overflows and must take keyboard focus to be scrolled: browsers
 * that do not make scrollable boxes focusable themselves (Safari) leave a long dialog text
 * unreadable from the keyboard. Returns the ref callback and the `tabIndex` to give the box.
 */
export function useKeyboardScrollable<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight);
    // The box resizes with the window; its content resizes as it renders or wraps.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, tabIndex: scrollable ? 0 : undefined };
}
