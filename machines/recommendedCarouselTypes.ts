/**
 * The recommended-products widget's timings, input, context and events (the machine is in
 * recommendedCarouselMachine.ts).
 */

/** Autoplay interval until the visitor first uses an arrow (spec §4, §9: 4 s). */
export const RECOMMENDED_INTERVAL_MS = 4_000;
/** After a manual arrow, autoplay restarts this much later (spec §4, §9: "delayed 4 s"). */
export const RECOMMENDED_RESTART_DELAY_MS = 4_000;
/** Autoplay interval once restarted after a manual arrow (spec §9: "5 s after a manual restart"). */
export const RECOMMENDED_RESTARTED_INTERVAL_MS = 5_000;

export interface RecommendedCarouselInput {
  /** How many recommended products the widget rotates through. */
  count: number;
}

export interface RecommendedCarouselContext {
  count: number;
  /** The product shown, 0 ≤ index < count (0 when there is none). */
  index: number;
  /** The visitor has used an arrow at least once: autoplay then runs at the restarted pace. */
  usedArrows: boolean;
}

export type RecommendedCarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  /** Pointer or focus entered the widget. */
  | { type: 'PAUSE' }
  /** Neither pointer nor focus is on the widget any more. */
  | { type: 'RESUME' };
