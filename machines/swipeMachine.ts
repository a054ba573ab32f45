/**
 * A horizontal swipe on a carousel (pointer or touch): follows the finger from
 * START to END and reports a swipe left or right once it has travelled at
 * least the threshold, more horizontally than vertically. A mostly vertical
 * movement is the page scrolling, never a swipe.
 */
import { assign, setup } from 'xstate';
import { type SwipeContext, type SwipeEvent, classifySwipe } from './swipeRules';
import { notProvidedAction } from './notProvided';

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
    swipedLeft: notProvidedAction('swipedLeft'),
    /** The app shows the previous item (the finger moved rightwards). */
    swipedRight: notProvidedAction('swipedRight'),
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
