/**
 * The home banner carousel's interval, input, context and events (the machine is in
 * bannerCarouselMachine.ts).
 */

/** Autoplay interval (spec §4, §9: 6000 ms). */
export const BANNER_INTERVAL_MS = 6_000;

export interface BannerCarouselInput {
  /** How many banners there are. */
  count: number;
  /** The visitor prefers reduced motion (`prefers-reduced-motion: reduce`): no autoplay. */
  reducedMotion: boolean;
  /**
   * How long the first banner has been on screen already (ms): the page shows it before the
   * machine's code has arrived, and its first move comes 6 s after it appeared, not after the
   * machine started.
   */
  shownFor?: number;
}

export interface BannerCarouselContext {
  count: number;
  reducedMotion: boolean;
  /** How long the banner shown had been on screen when the machine started (ms; 0 after a move). */
  shownFor: number;
  /** The banner shown, 0 ≤ index < count (0 when there is none). */
  index: number;
}

export type BannerCarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  /** A dot: show banner `index` (0-based). */
  | { type: 'GO_TO'; index: number }
  /** Pointer or focus entered the carousel. */
  | { type: 'PAUSE' }
  /** Neither pointer nor focus is on the carousel any more. */
  | { type: 'RESUME' };
