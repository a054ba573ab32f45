import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { checkoutMachine } from '../../../../machines/checkoutMachine';
import { describeGuards } from '../../../../machines/describeGuards';
import { notProvided, notProvidedAction } from '../../../../machines/notProvided';
import { PAID_ANSWER } from '../../../../machines/paymentPollingRules';
import { samplesOf } from '../../../../machines/samples/sampleTables';
import { sessionMachine } from '../../../../machines/sessionMachine';
import { PAYMENT_CHECK_INTERVAL_MS } from '../../../../src/domain/timings';
import {
  runSimulation,
  type SimulationView,
} from '../../../../src/features/machineInspector/simulation/simulationDriver';
import {
  type Choice,
  decodePlan,
  encodePlan,
  type SimulationPlan,
  type SimulationStep,
} from '../../../../src/features/machineInspector/simulation/simulationPlan';

/** A small machine with every kind of step: a guarded event, an actor, a delay and an effect. */
const doorMachine = setup({
  types: {
    context: {} as { opens: number },
    events: {} as { type: 'OPEN'; force?: boolean } | { type: 'CLOSE' } | { type: 'LOCK' },
  },
  actors: { unlock: fromPromise<{ ok: boolean }>(notProvided('unlock')) },
  actions: {
    countOpen: assign({ opens: ({ context }) => context.opens + 1 }),
    ring: notProvidedAction<{ times: number }>('ring'),
  },
  guards: {
    isForced: ({ event }) => event.type === 'OPEN' && event.force === true,
    unlocked: ({ event }) => (event as unknown as { output: { ok: boolean } }).output.ok,
  },
  delays: { autoClose: 5000 },
}).createMachine({
  id: 'door',
  context: { opens: 0 },
  meta: describeGuards({ isForced: 'The door is pushed hard enough to open without a key.' }),
  initial: 'locked',
  states: {
    locked: {
      on: { OPEN: { guard: 'isForced', target: 'open' }, CLOSE: undefined },
      invoke: {
        src: 'unlock',
        id: 'unlock',
        onDone: [
          { guard: 'unlocked', target: 'open' },
          { target: 'locked', reenter: true },
        ],
      },
    },
    open: {
      entry: ['countOpen', { type: 'ring', params: { times: 2 } }],
      after: { autoClose: 'closed' },
      on: { CLOSE: 'closed' },
    },
    closed: { type: 'final' },
  },
});

const doorSamples = {
  inputs: [undefined],
  events: {
    OPEN: [{ type: 'OPEN' }, { type: 'OPEN', force: true }],
    'xstate.done.actor.unlock': [
      { type: 'xstate.done.actor.unlock', output: { ok: false } },
      { type: 'xstate.done.actor.unlock', output: { ok: true } },
    ],
  },
};

const door = (...steps: SimulationStep[]) =>
  runSimulation(doorMachine, (id) => (id === 'door' ? doorSamples : undefined), {
    machineId: 'door',
    input: 0,
    steps,
  });

const send = (type: string, choice: Choice = 0): SimulationStep => ({
  kind: 'send',
  type,
  choice,
});
const resolve = (actor: string, choice: Choice = 0): SimulationStep => ({
  kind: 'resolve',
  actor,
  choice,
});
const reject = (actor: string, choice: Choice = 0): SimulationStep => ({
  kind: 'reject',
  actor,
  choice,
});
const advance: SimulationStep = { kind: 'advance' };

const eventOf = (view: SimulationView, type: string) =>
  view.events.find((event) => event.type === type)!;

describe('the simulation driver', () => {
  it('says which events the state takes, and why it refuses the others', () => {
    const start = door();
    expect(start.leafStateIds).toEqual(['door.locked']);
    // The first OPEN sample has no force: the guard refuses it, named and described.
    expect(eventOf(start, 'OPEN').availability).toEqual({
      accepted: false,
      refusal: {
        kind: 'guards',
        guards: [
          {
            name: 'isForced',
            description: 'The door is pushed hard enough to open without a key.',
          },
        ],
      },
    });
    expect(start.availabilityOf({ type: 'OPEN', force: true })).toEqual({ accepted: true });
    expect(eventOf(start, 'CLOSE').availability).toEqual({
      accepted: false,
      refusal: { kind: 'forbidden' },
    });
    // Known only from its type: no state takes it, and no sample names it.
    expect(start.events.map((event) => event.type)).toEqual(['OPEN', 'CLOSE']);
    expect(start.availabilityOf({ type: 'LOCK' })).toEqual({
      accepted: false,
      refusal: { kind: 'noTransition' },
    });
    const open = door(send('OPEN', 1));
    expect(eventOf(open, 'CLOSE').availability).toEqual({ accepted: true });
    expect(eventOf(door(send('OPEN', 1), send('CLOSE')), 'CLOSE').availability).toEqual({
      accepted: false,
      refusal: { kind: 'finished' },
    });
  });

  it('holds invoked actors until the reviewer answers them with a sample or a payload', () => {
    const start = door();
    expect(start.pendingActors).toEqual([
      {
        path: 'unlock',
        machineId: 'door',
        awaited: true,
        resolveSamples: doorSamples.events['xstate.done.actor.unlock'],
        rejectSamples: [
          { type: 'xstate.error.actor.unlock', error: new Error('Simulated failure') },
        ],
      },
    ]);
    // Refused: the state is entered again, with a new actor to answer.
    const refused = door(resolve('unlock', 0));
    expect(refused.leafStateIds).toEqual(['door.locked']);
    expect(refused.pendingActors.map((actor) => actor.path)).toEqual(['unlock']);
    const opened = door(resolve('unlock', { custom: { ok: true } }));
    expect(opened.leafStateIds).toEqual(['door.open']);
    expect(opened.pendingActors).toEqual([]);
    // No onError: the rejection is the machine's own error.
    const failed = door(reject('unlock'));
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('Simulated failure');
    // The failing step stays in the run; nothing can follow it.
    expect(failed.plan.steps).toEqual([reject('unlock')]);
    expect(door(reject('unlock'), send('OPEN', 1)).failure).toEqual({
      index: 1,
      reason: 'notActive',
    });
  });

  it('records the effects the app provides instead of running them, and keeps assign', () => {
    const opened = door(send('OPEN', 1));
    expect(opened.context).toEqual({ opens: 1 });
    expect(opened.log.at(-1)!.effects).toEqual([
      { machineId: 'door', type: 'ring', params: { times: 2 } },
    ]);
    expect(opened.log[0]!.effects).toEqual([]);
  });

  it('runs delays on a simulated clock, to the next timer', () => {
    const opened = door(send('OPEN', 1));
    expect(opened.timers).toEqual([
      { delay: 'autoClose', stateId: 'door.open', ms: 5000, dueAt: 5000 },
    ]);
    expect(opened.now).toBe(0);
    const closed = door(send('OPEN', 1), advance);
    expect(closed.leafStateIds).toEqual(['door.closed']);
    expect(closed.status).toBe('done');
    expect(closed.now).toBe(5000);
    expect(closed.log.at(-1)!.events.map((event) => event.type)).toEqual([
      'xstate.after.autoClose.door.open',
    ]);
    expect(door(advance).failure).toEqual({ index: 0, reason: 'noTimer' });
  });

  it('stops a replay at a step that cannot be taken, keeping the steps before it', () => {
    const view = door(send('OPEN', 1), resolve('unlock'), send('CLOSE'));
    expect(view.failure).toEqual({ index: 1, reason: 'noSuchActor' });
    expect(view.plan.steps).toEqual([send('OPEN', 1)]);
    expect(view.leafStateIds).toEqual(['door.open']);
    expect(door(send('OPEN', 7)).failure).toEqual({ index: 0, reason: 'noSample' });
    expect(door(send('OPEN', 1), send('CLOSE'), send('OPEN', 1)).failure).toEqual({
      index: 2,
      reason: 'notActive',
    });
  });

  it('steps back and resets by replaying fewer steps, to the same state as before', () => {
    const steps = [send('OPEN', 1), advance];
    const back = door(...steps.slice(0, -1));
    expect(back).toMatchObject({ leafStateIds: ['door.open'], now: 0, context: { opens: 1 } });
    expect(back.log.map((entry) => entry.leafStateIds)).toEqual(
      door(send('OPEN', 1)).log.map((entry) => entry.leafStateIds),
    );
    const reset = door();
    expect(reset).toMatchObject({ leafStateIds: ['door.locked'], context: { opens: 0 } });
    expect(reset.log).toHaveLength(1);
  });

  it('encodes a whole simulation into a URL-safe text and back', () => {
    const plan: SimulationPlan = {
      machineId: 'checkout',
      input: 0,
      steps: [
        send('CHOOSE_METHOD', 0),
        resolve('polling/checkPayment', 1),
        reject('saveOrder', { custom: { code: 2, message: '登录失效' } }),
        advance,
        send('PAY', { custom: { note: 'a/b+c=' } }),
      ],
    };
    const encoded = encodePlan(plan);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePlan(encoded)).toEqual(plan);
    expect(decodePlan('not a plan')).toBeUndefined();
    expect(decodePlan(encodePlan(plan).slice(0, 20))).toBeUndefined();
  });
});

describe('the product machines, simulated', () => {
  const session = (input: number, ...steps: SimulationStep[]) =>
    runSimulation(sessionMachine, samplesOf, { machineId: 'session', input, steps });

  it('walks a logged-in session from live.idle through a failed user check to sessionExpired', () => {
    const idle = session(1);
    expect(idle.leafStateIds).toEqual(['session.live.idle']);
    expect(eventOf(idle, 'CONFIRM_EXPIRED').availability).toEqual({
      accepted: false,
      refusal: { kind: 'noTransition' },
    });
    // The login page itself is not checked: the first sample is refused by the guards.
    expect(eventOf(idle, 'ROUTE_CHANGED').availability).toMatchObject({
      accepted: false,
      refusal: { kind: 'guards' },
    });
    const checking = session(1, send('ROUTE_CHANGED', 1));
    expect(checking.leafStateIds).toEqual(['session.live.checkingUser']);
    expect(checking.pendingActors.map((actor) => actor.path)).toEqual(['getUserInfo']);
    // The user check answers code 2: the login expired.
    const expired = session(1, send('ROUTE_CHANGED', 1), resolve('getUserInfo', 0));
    expect(expired.leafStateIds).toEqual(['session.live.sessionExpired']);
    expect(expired.context).toMatchObject({ token: undefined, user: undefined });
    expect(expired.log.at(-1)!.effects.map((effect) => effect.type)).toEqual([
      'clearStoredSession',
      'reloadView',
    ]);
    // The prompt is a callback actor: it answers with events, not a result.
    expect(expired.pendingActors).toMatchObject([{ path: 'expiredPrompt', awaited: false }]);
    expect(eventOf(expired, 'CONFIRM_EXPIRED').availability).toEqual({ accepted: true });
  });

  it('walks checkout from the sample cart to paid, through 3 payment checks', () => {
    const steps: SimulationStep[] = [
      send('REMOVE_ITEM', 0),
      resolve('removeCartItem'),
      send('REMOVE_ITEM', 1),
      resolve('removeCartItem'),
      send('PLACE_ORDER'),
      resolve('loadAddresses', 1),
      send('CHOOSE_ADDRESS'),
      send('PAY'),
      send('CHOOSE_METHOD', 0),
      resolve('saveOrder'),
      resolve('createWalletPayment'),
    ];
    const qr = runSimulation(checkoutMachine, samplesOf, {
      machineId: 'checkout',
      input: 0,
      steps,
    });
    expect(qr.failure).toBeNull();
    expect(qr.leafStateIds).toEqual(['checkout.payment.walletQr']);
    // The payment polling runs as a child machine, with its first check a second away.
    expect(qr.children).toMatchObject([
      { path: 'polling', machineId: 'paymentPolling', leafStateIds: ['paymentPolling.waiting'] },
    ]);
    expect(qr.timers).toEqual([
      {
        delay: 'checkInterval',
        stateId: 'paymentPolling.waiting',
        ms: PAYMENT_CHECK_INTERVAL_MS,
        dueAt: PAYMENT_CHECK_INTERVAL_MS,
      },
    ]);
    const notYet = resolve('polling/checkPayment', 1);
    const paid = runSimulation(checkoutMachine, samplesOf, {
      machineId: 'checkout',
      input: 0,
      steps: [
        ...steps,
        advance,
        notYet,
        advance,
        notYet,
        advance,
        resolve('polling/checkPayment', 0),
      ],
    });
    expect(paid.failure).toBeNull();
    expect(paid.status).toBe('done');
    expect(paid.leafStateIds).toEqual(['checkout.paid']);
    expect(paid.now).toBe(3 * PAYMENT_CHECK_INTERVAL_MS);
    expect(paid.log.at(-1)!.effects).toEqual([
      { machineId: 'checkout', type: 'showPaymentSuccess' },
    ]);
    expect(paid.log.at(-1)!.events).toEqual([
      { type: 'xstate.done.actor.checkPayment', output: PAID_ANSWER },
    ]);
  });
});
