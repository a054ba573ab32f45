import { useRef, useState, type FocusEvent } from 'react';
import { bannerCarouselMachine } from '../../../machines/bannerCarouselMachine';
import { useAppMachine } from '../../lib/useAppMachine';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Runs the banner carousel machine for `count` slides (the banner, the news
 * ticker and the product row all rotate the same way: every 6 s, never while
 * hovered or focused, never with reduced motion). Re-key the component using
 * it when `count` changes: the machine reads it once.
 */
export function useCarousel(count: number) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [state, send] = useAppMachine(bannerCarouselMachine, { input: { count, reducedMotion } });
  const holds = useRef({ pointer: false, focus: false });

  // One PAUSE when pointer or focus first holds the carousel, one RESUME when neither does.
  const hold = (kind: 'pointer' | 'focus', on: boolean) => {
    const before = holds.current.pointer || holds.current.focus;
    holds.current = { ...holds.current, [kind]: on };
    const after = holds.current.pointer || holds.current.focus;
    if (!before && after) send({ type: 'PAUSE' });
    if (before && !after) send({ type: 'RESUME' });
  };

  return {
    index: state.context.index,
    paused: state.matches('paused'),
    /** Whether it moves on its own at all (several slides, no reduced motion). */
    rotates: count > 1 && !reducedMotion,
    next: () => send({ type: 'NEXT' }),
    previous: () => send({ type: 'PREV' }),
    goTo: (index: number) => send({ type: 'GO_TO', index }),
    /** Spread on the carousel's root element. */
    holdProps: {
      onPointerEnter: () => hold('pointer', true),
      onPointerLeave: () => hold('pointer', false),
      onFocus: () => hold('focus', true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
      },
    },
  };
}
