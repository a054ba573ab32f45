import type { MachineSamples } from './machineSamples';

export const pictures = [
  { src: '/a.svg', title: 'A' },
  { src: '/b.svg', title: 'B' },
];

export const imageViewerSamples = {
  events: {
    OPEN: [{ type: 'OPEN', index: 1 }],
    'xstate.done.actor.load': [{ type: 'xstate.done.actor.load', output: pictures }],
    'xstate.error.actor.load': [{ type: 'xstate.error.actor.load', error: new Error('offline') }],
  },
} satisfies MachineSamples;
