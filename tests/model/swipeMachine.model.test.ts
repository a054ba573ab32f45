import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { swipeMachine } from '../../machines/swipeMachine';
import { classifySwipe, SWIPE_THRESHOLD_PX } from '../../machines/swipeRules';
import { START, swipeSamples } from '../../machines/samples/swipeSamples';
import { describeModel } from './support/describeModel';
import { effect, isIn } from './support/effects';

/** Where the finger is, in buckets: the only thing the guards read. */
function bucket(snapshot: AnyMachineSnapshot): string {
  const { dx, dy } = snapshot.context as { dx: number; dy: number };
  if (dx === 0 && dy === 0) return 'atStart';
  const kind = classifySwipe(dx, dy);
  if (kind !== 'none') return kind;
  return Math.abs(dy) >= Math.abs(dx) ? 'vertical' : 'short';
}

describeModel('swipeMachine', {
  machine: swipeMachine,
  events: swipeSamples.events,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, status: snapshot.status, finger: bucket(snapshot) }),
  // A gesture ending at least 100 px sideways, more sideways than up or down, turns the item
  // (a leftward finger shows the next one); any other gesture nothing.
  effects: ({ before, event }) => {
    if (event.type !== 'END' || !isIn(before, 'swipe.tracking')) return [];
    const { dx, dy } = before!.context as { dx: number; dy: number };
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dy) >= Math.abs(dx)) return [];
    return [effect(dx < 0 ? 'swipedLeft' : 'swipedRight')];
  },
  invariants: {
    'swipe.idle': (snapshot) =>
      expect(snapshot.context).toEqual({ startX: 0, startY: 0, dx: 0, dy: 0 }),
    'swipe.tracking': (snapshot) => {
      // Measured from where the gesture started; a second finger does not restart it.
      expect(snapshot.context).toMatchObject({ startX: START.x, startY: START.y });
      expect(Number.isFinite(snapshot.context.dx + snapshot.context.dy)).toBe(true);
      expect(snapshot.can({ type: 'START', x: 0, y: 0 })).toBe(false);
    },
  },
});
