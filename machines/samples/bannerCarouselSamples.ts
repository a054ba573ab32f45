import type { InputFrom } from 'xstate';
import type { bannerCarouselMachine } from '../bannerCarouselMachine';
import type { MachineSamples } from './machineSamples';

export const COUNT = 3;

const inputs: readonly InputFrom<typeof bannerCarouselMachine>[] = [
  { count: COUNT, reducedMotion: false },
];

export const bannerCarouselSamples = {
  inputs,
  events: {
    // A neighbour, the far end, the start, and dots that do not exist (ignored).
    GO_TO: [
      { type: 'GO_TO', index: 0 },
      { type: 'GO_TO', index: 2 },
      { type: 'GO_TO', index: COUNT },
      { type: 'GO_TO', index: -1 },
    ],
  },
} satisfies MachineSamples;
