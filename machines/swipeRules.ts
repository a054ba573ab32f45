/** The swipe gesture's threshold, types and classification (the machine is in swipeMachine.ts). */

/** Horizontal distance a swipe must travel (spec §2.6, §9: threshold 100). */
export const SWIPE_THRESHOLD_PX = 100;

export interface SwipeContext {
  /** Where the gesture started (0 while idle). */
  startX: number;
  startY: number;
  /** How far the finger is from the start: the screen may let the row follow `dx` (0 while idle). */
  dx: number;
  dy: number;
}

export type SwipeEvent =
  /** pointerdown / touchstart of the primary pointer. */
  | { type: 'START'; x: number; y: number }
  /** pointermove / touchmove. */
  | { type: 'MOVE'; x: number; y: number }
  /** pointerup / touchend. */
  | { type: 'END' }
  /** pointercancel / touchcancel, or a second finger. */
  | { type: 'CANCEL' };

export type SwipeKind = 'left' | 'right' | 'none';

/** The rule, shared with the tests: far enough, and more horizontal than vertical. */
export function classifySwipe(dx: number, dy: number): SwipeKind {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 'none';
  return dx < 0 ? 'left' : 'right';
}
