import type { InputFrom } from 'xstate';
import type { recommendedCarouselMachine } from '../recommendedCarouselMachine';
import type { MachineSamples } from './machineSamples';

export const COUNT = 3;

const inputs: readonly InputFrom<typeof recommendedCarouselMachine>[] = [{ count: COUNT }];

export const recommendedCarouselSamples = {
  inputs,
} satisfies MachineSamples;
