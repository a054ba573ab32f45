import { useCallback, useEffect, useRef } from 'react';

/**
 * Makes a documentation frame as tall as the page it shows, so the page scrolls, not a box
 * inside it (docs/decisions/support-screens.md). Called on each load of the frame (a link
 * inside it loads another page), it fits again whenever the frame's width reflows the page.
 * A frame whose page it cannot read (another site's) keeps its viewport height from the CSS.
 */
export function useFitToContent() {
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);

  return useCallback((frame: HTMLIFrameElement) => {
    stopWatching.current?.();
    stopWatching.current = null;
    const view = frame.contentWindow;
    const page = frame.contentDocument?.documentElement;
    if (!view || !page) {
      frame.style.removeProperty('height');
      return;
    }
    // The root element's own box is as tall as the page's content, not the frame's viewport,
    // so a shorter page makes the frame shorter again.
    const fit = () => {
      const borders = frame.offsetHeight - frame.clientHeight;
      frame.style.height = `${Math.ceil(page.getBoundingClientRect().height) + borders}px`;
    };
    fit();
    view.addEventListener('resize', fit);
    stopWatching.current = () => view.removeEventListener('resize', fit);
  }, []);
}
