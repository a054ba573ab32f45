import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { paymentSuccessMachine } from '../../../machines/paymentSuccessMachine';
import { SUCCESS_REDIRECT_S, SUCCESS_TICK_MS } from '../../../machines/paymentSuccessTypes';

function start() {
  const clock = new SimulatedClock();
  const goToOrders = vi.fn();
  const actor = createActor(paymentSuccessMachine.provide({ actions: { goToOrders } }), { clock });
  actor.start();
  /** Moves time one tick at a time, as timers set by a tick are due only after it. */
  const pass = (ms: number) => {
    for (let left = ms; left > 0; left -= Math.min(left, SUCCESS_TICK_MS))
      clock.increment(Math.min(left, SUCCESS_TICK_MS));
  };
  return { actor, pass, goToOrders };
}

describe('paymentSuccessMachine', () => {
  it('counts the spec 10 seconds, one per second', () => {
    expect(SUCCESS_REDIRECT_S).toBe(10);
    expect(SUCCESS_TICK_MS).toBe(1_000);
    const { actor, pass } = start();
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);
    pass(SUCCESS_TICK_MS);
    expect(actor.getSnapshot().context.secondsLeft).toBe(9);
    pass(SUCCESS_TICK_MS * 8);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
  });

  it('opens the orders once the 10 seconds are up, not before', () => {
    const { actor, pass, goToOrders } = start();
    pass(SUCCESS_REDIRECT_S * SUCCESS_TICK_MS - 1);
    expect(goToOrders).not.toHaveBeenCalled();
    pass(1);
    expect(goToOrders).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('opens the orders at once on the button, and only once', () => {
    const { actor, pass, goToOrders } = start();
    pass(3 * SUCCESS_TICK_MS);
    actor.send({ type: 'GO_TO_ORDERS' });
    pass(SUCCESS_REDIRECT_S * SUCCESS_TICK_MS);
    expect(goToOrders).toHaveBeenCalledOnce();
  });
});
