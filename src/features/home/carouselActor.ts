import { createActor } from 'xstate';
import { bannerCarouselMachine } from '../../../machines/bannerCarouselMachine';
import type { BannerCarouselInput } from '../../../machines/bannerCarouselTypes';
import { appActorOptions } from '../../lib/useAppMachine';

/** Starts a carousel's machine: this module, with XState, loads when a carousel first needs it. */
export const startCarousel = (input: BannerCarouselInput) =>
  createActor(bannerCarouselMachine, appActorOptions({ input })).start();

export type CarouselActor = ReturnType<typeof startCarousel>;
