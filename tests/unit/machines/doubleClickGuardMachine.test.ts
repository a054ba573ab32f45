import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { doubleClickGuardMachine } from '../../../machines/doubleClickGuardMachine';
import { DOUBLE_CLICK_GUARD_MS } from '../../../src/domain/timings';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(doubleClickGuardMachine, { clock });
  actor.start();
  return { actor, clock };
}

describe('doubleClickGuardMachine', () => {
  it('guards for the spec 2000 ms', () => {
    expect(DOUBLE_CLICK_GUARD_MS).toBe(2_000);
  });

  it('lets presses through until one starts its action', () => {
    const { actor, clock } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    // Refused presses send nothing: however long it takes, the guard stays ready.
    clock.increment(DOUBLE_CLICK_GUARD_MS * 3);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'STARTED' });
    expect(actor.getSnapshot().value).toBe('cooling');
  });

  it('holds presses back for 2000 ms from the press that started, without extending the wait', () => {
    const { actor, clock } = start();
    actor.send({ type: 'STARTED' });
    clock.increment(DOUBLE_CLICK_GUARD_MS - 1);
    expect(actor.getSnapshot().can({ type: 'STARTED' })).toBe(false);
    actor.send({ type: 'STARTED' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('can be armed again once the 2000 ms are over', () => {
    const { actor, clock } = start();
    actor.send({ type: 'STARTED' });
    clock.increment(DOUBLE_CLICK_GUARD_MS);
    actor.send({ type: 'STARTED' });
    expect(actor.getSnapshot().value).toBe('cooling');
    clock.increment(DOUBLE_CLICK_GUARD_MS);
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
