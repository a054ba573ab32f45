/**
 * The home page's banner carousel: advances every 6 s, can be moved with its
 * arrows and dots, never moves on its own while hovered or focused (WCAG
 * 2.2.2) or when the visitor prefers reduced motion, and is static with one
 * banner or none.
 */
import { assign, setup } from 'xstate';
import {
  BANNER_INTERVAL_MS,
  type BannerCarouselInput,
  type BannerCarouselContext,
  type BannerCarouselEvent,
} from './bannerCarouselTypes';

export const bannerCarouselMachine = setup({
  types: {
    context: {} as BannerCarouselContext,
    events: {} as BannerCarouselEvent,
    input: {} as BannerCarouselInput,
  },
  actions: {
    showNext: assign({
      index: ({ context }) => (context.index + 1) % context.count,
      shownFor: 0,
    }),
    showPrevious: assign({
      index: ({ context }) => (context.index - 1 + context.count) % context.count,
      shownFor: 0,
    }),
    showSlide: assign((_, params: { index: number }) => ({ index: params.index, shownFor: 0 })),
    /** Held, the banner's time starts again when it is left. */
    restartTiming: assign({ shownFor: 0 }),
  },
  guards: {
    /** With one banner or none nothing moves. */
    hasSeveralSlides: ({ context }) => context.count > 1,
    /** Autoplay: several banners and no preference for reduced motion. */
    mayAutoplay: ({ context }) => context.count > 1 && !context.reducedMotion,
    /** A dot for an existing banner other than the one shown. */
    isOtherSlide: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) &&
      params.index >= 0 &&
      params.index < context.count &&
      params.index !== context.index,
  },
  delays: {
    /** 6 s a banner, less the time the first one was shown before the machine started. */
    slideInterval: ({ context }) => Math.max(0, BANNER_INTERVAL_MS - context.shownFor),
  },
}).createMachine({
  id: 'bannerCarousel',
  context: ({ input }) => ({
    count: Math.max(0, Math.trunc(input.count)),
    reducedMotion: input.reducedMotion,
    index: 0,
    shownFor: Number.isFinite(input.shownFor) ? Math.max(0, input.shownFor ?? 0) : 0,
  }),
  initial: 'running',
  states: {
    /** Advances every 6 s (when allowed); a manual move starts the 6 s again. */
    running: {
      after: {
        slideInterval: {
          guard: 'mayAutoplay',
          target: 'running',
          reenter: true,
          actions: 'showNext',
        },
      },
      on: {
        NEXT: { guard: 'hasSeveralSlides', target: 'running', reenter: true, actions: 'showNext' },
        PREV: {
          guard: 'hasSeveralSlides',
          target: 'running',
          reenter: true,
          actions: 'showPrevious',
        },
        GO_TO: {
          guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
          target: 'running',
          reenter: true,
          actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) },
        },
        PAUSE: { target: 'paused', actions: 'restartTiming' },
      },
    },
    /** Hovered or focused: never moves on its own; arrows and dots still work. */
    paused: {
      on: {
        NEXT: { guard: 'hasSeveralSlides', actions: 'showNext' },
        PREV: { guard: 'hasSeveralSlides', actions: 'showPrevious' },
        GO_TO: {
          guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) },
        },
        RESUME: 'running',
      },
    },
  },
});
