/**
 * A horizontal swipe on a carousel (pointer or touch): follows the finger from
 * START to END and reports a swipe left or right once it has travelled at
 * least the threshold, more horizontally than vertically. A mostly vertical
 * movement is the page scrolling, never a swipe.
 */
import { assign, setup } from 'xstate';

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

export const swipeMachine = setup({
  types: {
    context: {} as SwipeContext,
    events: {} as SwipeEvent,
  },
  actions: {
    begin: assign((_, params: { x: number; y: number }) => ({
      startX: params.x,
      startY: params.y,
      dx: 0,
      dy: 0,
    })),
    follow: assign(({ context }, params: { x: number; y: number }) => ({
      dx: params.x - context.startX,
      dy: params.y - context.startY,
    })),
    forget: assign({ startX: 0, startY: 0, dx: 0, dy: 0 }),
    /** The app shows the next item (the finger moved leftwards). */
    swipedLeft: () => {},
    /** The app shows the previous item (the finger moved rightwards). */
    swipedRight: () => {},
  },
  guards: {
    isSwipeLeft: ({ context }) => classifySwipe(context.dx, context.dy) === 'left',
    isSwipeRight: ({ context }) => classifySwipe(context.dx, context.dy) === 'right',
  },
}).createMachine({
  id: 'swipe',
  context: { startX: 0, startY: 0, dx: 0, dy: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: {
          target: 'tracking',
          actions: { type: 'begin', params: ({ event }) => ({ x: event.x, y: event.y }) },
        },
      },
    },
    /** A finger or button is down; a second START (another finger) is ignored. */
    tracking: {
      on: {
        MOVE: { actions: { type: 'follow', params: ({ event }) => ({ x: event.x, y: event.y }) } },
        END: [
          { guard: 'isSwipeLeft', target: 'idle', actions: ['swipedLeft', 'forget'] },
          { guard: 'isSwipeRight', target: 'idle', actions: ['swipedRight', 'forget'] },
          { target: 'idle', actions: 'forget' },
        ],
        CANCEL: { target: 'idle', actions: 'forget' },
      },
    },
  },
});
