import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { TOAST_VISIBLE_MS } from '../../../src/domain/timings';
import { toastMachine } from '../../../machines/toastMachine';

function start() {
  const clock = new SimulatedClock();
  const removeNotice = vi.fn();
  const actor = createActor(toastMachine.provide({ actions: { removeNotice } }), { clock });
  actor.start();
  return { actor, clock, removeNotice };
}

describe('toastMachine', () => {
  it('disappears on its own after the visible time', () => {
    const { actor, clock, removeNotice } = start();
    clock.increment(TOAST_VISIBLE_MS - 1);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(removeNotice).toHaveBeenCalledOnce();
  });

  it('stays while held, and gets a full visible time again when released', () => {
    const { actor, clock, removeNotice } = start();
    clock.increment(TOAST_VISIBLE_MS - 100);
    actor.send({ type: 'PAUSE' });
    clock.increment(TOAST_VISIBLE_MS * 3);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'RESUME' });
    clock.increment(TOAST_VISIBLE_MS - 1);
    expect(removeNotice).not.toHaveBeenCalled();
    clock.increment(1);
    expect(removeNotice).toHaveBeenCalledOnce();
  });

  it('gets its full visible time again when said again, and stays held if held', () => {
    const { actor, clock, removeNotice } = start();
    clock.increment(TOAST_VISIBLE_MS - 100);
    actor.send({ type: 'REPEAT' });
    clock.increment(TOAST_VISIBLE_MS - 1);
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'REPEAT' });
    clock.increment(TOAST_VISIBLE_MS * 3);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(removeNotice).not.toHaveBeenCalled();
  });

  it.each(['visible', 'paused'] as const)('is dismissed at once from %s', (from) => {
    const { actor, removeNotice } = start();
    if (from === 'paused') actor.send({ type: 'PAUSE' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(removeNotice).toHaveBeenCalledOnce();
  });
});
