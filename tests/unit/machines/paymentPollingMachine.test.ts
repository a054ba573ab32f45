import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { paymentPollingMachine } from '../../../machines/paymentPollingMachine';
import {
  isSessionExpiredError,
  PAID_ANSWER,
  SESSION_EXPIRED,
  type CheckPaymentInput,
} from '../../../machines/paymentPollingRules';
import { MAX_PAYMENT_CHECKS, PAYMENT_CHECK_INTERVAL_MS } from '../../../src/domain/timings';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A check that answers from a script of results, one per call; then keeps answering '0'. */
function start(
  answers: (string | Error)[] = [],
  input: { orderId: string; maxChecks?: number } = { orderId: '123456789012345678' },
) {
  const clock = new SimulatedClock();
  const calls: CheckPaymentInput[] = [];
  const checkPayment = vi.fn(async ({ input: checkInput }: { input: CheckPaymentInput }) => {
    calls.push(checkInput);
    const answer = answers.shift() ?? '0';
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const machine = paymentPollingMachine.provide({
    actors: { checkPayment: fromPromise(checkPayment) },
  });
  const actor = createActor(machine, { clock, input });
  actor.start();
  /** One interval passes and the check it started answers. */
  const tick = async () => {
    clock.increment(PAYMENT_CHECK_INTERVAL_MS);
    await flush();
  };
  return { actor, clock, calls, tick };
}

const expiredError = () => Object.assign(new Error('expired'), { code: SESSION_EXPIRED });

describe('paymentPollingMachine', () => {
  it('waits one interval after the QR appears before the first check', async () => {
    const { actor, clock, calls } = start();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().hasTag('polling')).toBe(true);
    expect(actor.getSnapshot().context.triesLeft).toBe(MAX_PAYMENT_CHECKS);
    clock.increment(PAYMENT_CHECK_INTERVAL_MS - 1);
    expect(calls).toHaveLength(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(calls).toEqual([{ orderId: '123456789012345678' }]);
  });

  it(`checks exactly ${MAX_PAYMENT_CHECKS} times, a second apart, then stops with no payment seen`, async () => {
    const { actor, calls, tick, clock } = start();
    for (let i = 1; i <= MAX_PAYMENT_CHECKS; i += 1) {
      await tick();
      expect(calls).toHaveLength(i);
      expect(actor.getSnapshot().context.triesLeft).toBe(MAX_PAYMENT_CHECKS - i);
    }
    expect(actor.getSnapshot().value).toBe('noPaymentSeen');
    expect(actor.getSnapshot().hasTag('polling')).toBe(false);
    clock.increment(PAYMENT_CHECK_INTERVAL_MS * 10);
    await flush();
    expect(calls).toHaveLength(MAX_PAYMENT_CHECKS);
  });

  it('stops as paid when the check answers 1, with output paid', async () => {
    const done = vi.fn();
    const { actor, tick, calls } = start(['0', '0', PAID_ANSWER]);
    actor.subscribe({ complete: done });
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('waiting');
    await tick();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().output).toEqual({ result: 'paid' });
    expect(calls).toHaveLength(3);
    expect(done).toHaveBeenCalledOnce();
  });

  it('counts a failed request as a try and goes on polling', async () => {
    const { actor, tick } = start([new Error('network'), new Error('timeout')]);
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.triesLeft).toBe(MAX_PAYMENT_CHECKS - 2);
  });

  it('ends with the session expired when the check reports it', async () => {
    const { actor, tick } = start(['0', expiredError()]);
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('sessionExpired');
    expect(actor.getSnapshot().output).toEqual({ result: 'sessionExpired' });
  });

  it('stops with no payment seen after a failed last try too, and RETRY starts a full new round', async () => {
    const { actor, tick, calls } = start(['0', new Error('network')], {
      orderId: '1',
      maxChecks: 2,
    });
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('noPaymentSeen');
    expect(actor.getSnapshot().context.triesLeft).toBe(0);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.triesLeft).toBe(2);
    await tick();
    await tick();
    expect(calls).toHaveLength(4);
    expect(actor.getSnapshot().value).toBe('noPaymentSeen');
  });

  it(`a new round after a timeout also has ${MAX_PAYMENT_CHECKS} tries`, async () => {
    const { actor, tick } = start();
    for (let i = 0; i < MAX_PAYMENT_CHECKS; i += 1) await tick();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.triesLeft).toBe(MAX_PAYMENT_CHECKS);
  });

  // Cancelling is stopping: the checkout leaves the state that invokes this machine.
  it.each([
    ['waiting', 0],
    ['checking', 1],
  ] as const)('stopped while %s, it checks no more and never ends', async (state, intervals) => {
    const { actor, clock, calls } = start();
    clock.increment(PAYMENT_CHECK_INTERVAL_MS * intervals);
    expect(actor.getSnapshot().value).toBe(state);
    actor.stop();
    clock.increment(PAYMENT_CHECK_INTERVAL_MS * 5);
    await flush();
    expect(calls).toHaveLength(intervals);
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().output).toBeUndefined();
  });

  it('recognises only the session-expired code as an expired session', () => {
    expect(isSessionExpiredError({ code: SESSION_EXPIRED })).toBe(true);
    expect(isSessionExpiredError(expiredError())).toBe(true);
    expect(isSessionExpiredError(new Error(SESSION_EXPIRED))).toBe(false);
    expect(isSessionExpiredError(null)).toBe(false);
    expect(isSessionExpiredError('sessionExpired')).toBe(false);
  });

  it('treats a numeric 1 from the check as paid too', async () => {
    const machine = paymentPollingMachine.provide({
      actors: { checkPayment: fromPromise(async () => 1 as unknown as string) },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: { orderId: '1' } }).start();
    clock.increment(PAYMENT_CHECK_INTERVAL_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('paid');
  });
});
