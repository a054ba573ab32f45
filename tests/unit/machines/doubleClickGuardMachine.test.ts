import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  DOUBLE_CLICK_GUARD_MS,
  doubleClickGuardMachine,
} from '../../../machines/doubleClickGuardMachine';

function start() {
  const clock = new SimulatedClock();
  const run = vi.fn();
  const actor = createActor(doubleClickGuardMachine.provide({ actions: { run } }), { clock });
  actor.start();
  return { actor, clock, run };
}

describe('doubleClickGuardMachine', () => {
  it('guards for the spec 2000 ms', () => {
    expect(DOUBLE_CLICK_GUARD_MS).toBe(2_000);
  });

  it('runs the action on the first press', () => {
    const { actor, run } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'PRESS' });
    expect(run).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('cooling');
  });

  it('ignores further presses for 2000 ms, without extending the wait', () => {
    const { actor, clock, run } = start();
    actor.send({ type: 'PRESS' });
    actor.send({ type: 'PRESS' });
    clock.increment(DOUBLE_CLICK_GUARD_MS - 1);
    actor.send({ type: 'PRESS' });
    expect(run).toHaveBeenCalledOnce();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('runs again once the 2000 ms are over', () => {
    const { actor, clock, run } = start();
    actor.send({ type: 'PRESS' });
    clock.increment(DOUBLE_CLICK_GUARD_MS);
    actor.send({ type: 'PRESS' });
    expect(run).toHaveBeenCalledTimes(2);
  });
});
