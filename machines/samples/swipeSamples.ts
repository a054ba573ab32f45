import { SWIPE_THRESHOLD_PX } from '../swipeRules';
import type { MachineSamples } from './machineSamples';

export const START = { x: 300, y: 200 };

export const swipeSamples = {
  events: {
    START: [{ type: 'START', ...START }],
    MOVE: [
      // Exactly the threshold to the left, a little vertical drift.
      { type: 'MOVE', x: START.x - SWIPE_THRESHOLD_PX, y: START.y + 20 },
      // Well past the threshold to the right.
      { type: 'MOVE', x: START.x + 160, y: START.y - 30 },
      // Horizontal but too short.
      { type: 'MOVE', x: START.x - (SWIPE_THRESHOLD_PX - 1), y: START.y },
      // Far enough sideways, but mostly vertical: scrolling.
      { type: 'MOVE', x: START.x + 130, y: START.y + 250 },
      // Back where it started.
      { type: 'MOVE', x: START.x, y: START.y },
    ],
  },
} satisfies MachineSamples;
