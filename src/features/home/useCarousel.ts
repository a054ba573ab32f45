import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
} from 'react';
import {
  BANNER_INTERVAL_MS,
  type BannerCarouselEvent,
} from '../../../machines/bannerCarouselTypes';
import { loadOnDemand } from '../../lib/loadOnDemand';
import type { CarouselActor, startCarousel } from './carouselActor';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The carousels' machine with XState (some 12 KiB on the wire), which the home page's first view
 * does without: its first banner stands still for 6 s (docs/decisions.md, "First load").
 */
const carouselCode = loadOnDemand(() =>
  // XState's chunk (with useAppMachine's) asked for beside the carousel's own, not once that has
  // arrived: one round trip instead of two.
  Promise.all([import('./carouselActor'), import('../../lib/useAppMachine')]).then(
    ([code]) => code,
  ),
);

/** Loads the carousels' machine now (a carousel loads it itself when it needs it). */
export const loadCarouselMachine = carouselCode.load;

/**
 * How long before a carousel's first move its machine starts loading: a slow network's round
 * trip, with room to spare.
 */
export const MACHINE_LEAD_MS = 2_000;

const noSubscription = () => () => {};

/**
 * Runs the banner carousel machine for `count` slides (the banner, the news
 * ticker and the product row all rotate the same way: every 6 s, never while
 * hovered or focused, never with reduced motion). Re-key the component using
 * it when `count` changes: the machine reads it once.
 *
 * The first slide shows before the machine's code is here. The code loads when the visitor
 * approaches the carousel (pointer, focus) or uses it, or when its first automatic move comes
 * near; the machine then starts with the time the first slide has been shown, so that move
 * still comes 6 s after the carousel appeared, and gets the visitor's events sent meanwhile.
 */
export function useCarousel(count: number) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [actor, setActor] = useState<CarouselActor | null>(null);
  // The running machine, for the visitor's presses: `actor` reaches them only after the render
  // that follows its start, and a press in between went to `waiting`, which had been emptied.
  const machine = useRef<CarouselActor | null>(null);
  const waiting = useRef<BannerCarouselEvent[]>([]);
  const startMachine = useRef<() => void>(() => undefined);
  const holds = useRef({ pointer: false, focus: false });

  useEffect(() => {
    const appearedAt = performance.now();
    let running: CarouselActor | undefined;
    let mounted = true;
    const startWith = (code: { startCarousel: typeof startCarousel }) => {
      if (!mounted || running) return;
      running = code.startCarousel({
        count,
        reducedMotion,
        shownFor: Math.round(performance.now() - appearedAt),
      });
      machine.current = running;
      for (const event of waiting.current.splice(0)) running.send(event);
      setActor(running);
    };
    // Offline, the load fails quietly: the next approach or event tries again.
    startMachine.current = () => void carouselCode.load().then(startWith, () => undefined);
    const loaded = carouselCode.current();
    if (loaded) startWith(loaded);
    const moves = count > 1 && !reducedMotion;
    const timer = moves
      ? setTimeout(startMachine.current, Math.max(0, BANNER_INTERVAL_MS - MACHINE_LEAD_MS))
      : undefined;
    return () => {
      mounted = false;
      clearTimeout(timer);
      running?.stop();
      machine.current = null;
    };
  }, [count, reducedMotion]);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot());

  const send = (event: BannerCarouselEvent) => {
    if (machine.current) return machine.current.send(event);
    waiting.current.push(event);
    startMachine.current();
  };

  // One PAUSE when pointer or focus first holds the carousel, one RESUME when neither does.
  const hold = (kind: 'pointer' | 'focus', on: boolean) => {
    const before = holds.current.pointer || holds.current.focus;
    holds.current = { ...holds.current, [kind]: on };
    const after = holds.current.pointer || holds.current.focus;
    if (!before && after) send({ type: 'PAUSE' });
    if (before && !after) send({ type: 'RESUME' });
  };

  return {
    // Before the machine has started: its first state, the first slide, running.
    index: snapshot?.context.index ?? 0,
    paused: snapshot?.matches('paused') ?? false,
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
