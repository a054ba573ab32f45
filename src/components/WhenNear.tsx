import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes within half a screen of the viewport, so a section far
 * below the fold (and the code it needs) loads as the reader scrolls towards it, not with the page.
 * Without IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export function WhenNear({
  children,
  placeholder,
  margin = '50% 0px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** How near is near: the observer's root margin (half a screen above and below by default). */
  margin?: string;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={place}>{placeholder}</div>;
}
