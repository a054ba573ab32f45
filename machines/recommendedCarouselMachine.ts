/**
 * The shop home's rotating recommended-product widget: advances on its own,
 * holds still for a while after the visitor uses an arrow, and never moves
 * while the pointer or keyboard focus is on it (WCAG 2.2.2).
 */
import { assign, setup } from 'xstate';
import {
  RECOMMENDED_INTERVAL_MS,
  RECOMMENDED_RESTART_DELAY_MS,
  RECOMMENDED_RESTARTED_INTERVAL_MS,
  type RecommendedCarouselInput,
  type RecommendedCarouselContext,
  type RecommendedCarouselEvent,
} from './recommendedCarouselTypes';

export const recommendedCarouselMachine = setup({
  types: {
    context: {} as RecommendedCarouselContext,
    events: {} as RecommendedCarouselEvent,
    input: {} as RecommendedCarouselInput,
  },
  actions: {
    showNext: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    showPrevious: assign({
      index: ({ context }) => (context.index - 1 + context.count) % context.count,
    }),
    rememberArrowUse: assign({ usedArrows: true }),
  },
  guards: {
    /** With one product or none the widget never moves. */
    hasSeveralSlides: ({ context }) => context.count > 1,
    hasUsedArrows: ({ context }) => context.usedArrows,
  },
  delays: {
    autoplayInterval: RECOMMENDED_INTERVAL_MS,
    restartDelay: RECOMMENDED_RESTART_DELAY_MS,
    restartedInterval: RECOMMENDED_RESTARTED_INTERVAL_MS,
  },
}).createMachine({
  id: 'recommendedCarousel',
  context: ({ input }) => ({
    count: Math.max(0, Math.trunc(input.count)),
    index: 0,
    usedArrows: false,
  }),
  initial: 'autoplay',
  states: {
    autoplay: {
      initial: 'regular',
      on: {
        NEXT: {
          guard: 'hasSeveralSlides',
          target: '.holding',
          actions: ['showNext', 'rememberArrowUse'],
        },
        PREV: {
          guard: 'hasSeveralSlides',
          target: '.holding',
          actions: ['showPrevious', 'rememberArrowUse'],
        },
        PAUSE: 'paused',
      },
      states: {
        /** Every 4 s, until the visitor first uses an arrow. */
        regular: {
          after: {
            autoplayInterval: {
              guard: 'hasSeveralSlides',
              target: 'regular',
              reenter: true,
              actions: 'showNext',
            },
          },
        },
        /** Still for 4 s after an arrow; another arrow starts the 4 s again. */
        holding: {
          after: { restartDelay: 'restarted' },
        },
        /** Every 5 s once restarted after an arrow. */
        restarted: {
          after: {
            restartedInterval: { target: 'restarted', reenter: true, actions: 'showNext' },
          },
        },
      },
    },
    /** Hovered or focused: never moves on its own; the arrows still work. */
    paused: {
      on: {
        NEXT: { guard: 'hasSeveralSlides', actions: ['showNext', 'rememberArrowUse'] },
        PREV: { guard: 'hasSeveralSlides', actions: ['showPrevious', 'rememberArrowUse'] },
        RESUME: [{ guard: 'hasUsedArrows', target: 'autoplay.holding' }, { target: 'autoplay' }],
      },
    },
  },
});
