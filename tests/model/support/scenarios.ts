/**
 * Named scenarios: a flow's behaviours written as given/when/then data a tester edits without
 * reading the machine (tests/model/scenarios/<flow>.ts), replayed here on the product machine
 * itself. The machine's actors are held: each invocation waits until a step answers it, so an
 * answer reaches the machine the way the app's would, and the scenario can check what the actor
 * was asked. Delays run on a simulated clock; the app's actions are spies (effects.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import {
  createActor,
  fromPromise,
  getNextSnapshot,
  getNextTransitions,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { effectSpies, isIn, type Effect } from './effects';

/** A step of a scenario: its words, and what it does to the machine. */
export type ScenarioStep =
  | { text: string; kind: 'event'; event: AnyEventObject }
  | { text: string; kind: 'answer'; actor: string; ok: boolean; value: unknown }
  | { text: string; kind: 'wait'; delay: string }
  | { text: string; kind: 'waitMs'; ms: number };

export interface Scenario {
  name: string;
  given: {
    /** The starting point in words. */
    text: string;
    /** The machine's input, from its sample table (machines/samples). */
    input?: unknown;
    /** Steps that lead to the starting point. */
    steps?: readonly ScenarioStep[];
  };
  when: readonly ScenarioStep[];
  then: {
    /** The state the machine is in at the end, by id (`checkout.payment.walletQr`). */
    state: string;
    /**
     * The app's effects the `when` steps ran, in order: a name alone, or `effect(name, params)`
     * when its parameters matter (`effect('showNotice', { notice: 'refundRequested' })`).
     */
    effects?: readonly (string | Effect)[];
    /** Facts the machine's context holds at the end (compared as a partial object). */
    context?: Record<string, unknown>;
    /** The machine's output, once it has ended. */
    output?: unknown;
    /** What an actor was last asked (its input, compared as a partial object), by actor id. */
    asked?: Record<string, Record<string, unknown>>;
  };
}

export interface Flow {
  /** The flow's name, as in `npm run test:model -- <flow>`. */
  name: string;
  machine: AnyStateMachine;
  scenarios: readonly Scenario[];
}

/** An input of the machine's sample table (machines/samples), by its place in the list. */
export function sampleInput<T>(inputs: readonly T[], index = 0): T {
  const input = inputs[index];
  if (input === undefined) throw new Error(`the sample table has no input #${index}`);
  return input;
}

/** The customer (or the app) does something: one of the machine's own events. */
export const does = (text: string, event: AnyEventObject): ScenarioStep => ({
  text,
  kind: 'event',
  event,
});

/** The actor invoked with this id answers with `output` (`answer('saveOrder')`). */
export const answer = (actor: string, output?: unknown): ScenarioStep => ({
  text: `${actor} answers${output === undefined ? '' : ` ${short(output)}`}`,
  kind: 'answer',
  actor,
  ok: true,
  value: output,
});

/** The actor invoked with this id fails with `error`. */
export const fails = (actor: string, error: unknown): ScenarioStep => ({
  text: `${actor} fails with ${short(error)}`,
  kind: 'answer',
  actor,
  ok: false,
  value: error,
});

/** One of the machine's named delays runs out (`wait('loginRedirect')`). */
export const wait = (delay: string): ScenarioStep => ({
  text: `wait for ${delay}`,
  kind: 'wait',
  delay,
});

/** Time passes, whatever the machine waits for. */
export const waitMs = (ms: number): ScenarioStep => ({ text: `wait ${ms} ms`, kind: 'waitMs', ms });

function short(value: unknown): string {
  if (value instanceof Error) return `Error(${value.message})`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export const stateIds = (snapshot: AnyMachineSnapshot): string =>
  (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id)
    .join(', ');

const afterPrefix = (delay: string) => `xstate.after.${delay}.`;

const acceptedTypes = (snapshot: AnyMachineSnapshot): Set<string> =>
  new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));

/** What the state accepts, in the words of the scenario helpers. */
function accepted(snapshot: AnyMachineSnapshot): string {
  const words = [...acceptedTypes(snapshot)].map((type) => {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
    if (done) return `answer('${done[1]}')`;
    const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
    if (error) return `fails('${error[1]}', …)`;
    const after = /^xstate\.after\.([^.]+)\./.exec(type);
    if (after) return `wait('${after[1]}')`;
    return type || '(nothing: it moves on by itself)';
  });
  return words.length > 0 ? words.join(', ') : 'nothing (the machine has ended)';
}

function delayMs(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, delay: string): number {
  const value = (machine.implementations.delays as Record<string, unknown>)[delay] ?? delay;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (typeof value === 'function')
    return (value as (args: { context: unknown }) => number)({ context: snapshot.context });
  throw new Error(`the machine has no delay named "${delay}"`);
}

interface Held {
  settle: (ok: boolean, value: unknown) => void;
}

/** Each invocation of each actor waits for a step to answer it; its input is kept. */
function heldActors(
  machine: AnyStateMachine,
  pending: Map<string, Held>,
  asked: Map<string, unknown>,
) {
  return Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ input, self }) =>
          new Promise((resolve, reject) => {
            asked.set(self.id, input);
            pending.set(self.id, {
              settle: (ok, value) => (ok ? resolve(value) : reject(value)),
            });
          }),
      ),
    ]),
  );
}

/** Lets a settled promise reach the machine. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Replays the scenario on the real machine and checks its `then`. A step the state does not
 * accept fails at once, naming the scenario, the step and what the state accepts.
 */
export async function runScenario(flow: Flow, scenario: Scenario): Promise<void> {
  const pending = new Map<string, Held>();
  const asked = new Map<string, unknown>();
  const spies = effectSpies(flow.machine);
  const clock = new SimulatedClock();
  const machine = flow.machine.provide({
    actors: heldActors(flow.machine, pending, asked),
    actions: spies.actions,
  });
  const actor = createActor(machine, { input: scenario.given.input, clock });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  const steps = [...(scenario.given.steps ?? []), ...scenario.when];
  const givenCount = scenario.given.steps?.length ?? 0;
  // Steps are numbered within their part, as the tester reads them in the file.
  const where = (index: number) =>
    `${flow.name} scenario "${scenario.name}": ${
      index < givenCount ? `given step ${index + 1}` : `when step ${index - givenCount + 1}`
    } "${steps[index]!.text}"`;

  for (const [index, step] of steps.entries()) {
    if (index === givenCount) spies.take();
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const refuse = (why: string) =>
      new Error(
        `${where(index)} ${why} in state ${stateIds(snapshot)}; that state accepts: ${accepted(snapshot)}`,
      );
    if (step.kind === 'event') {
      // An event the state handles but whose guards all refuse it is behaviour a scenario may
      // check (nothing happens); one the state does not handle at all is a wrong scenario.
      if (!acceptedTypes(snapshot).has(step.event.type))
        throw refuse(`(${step.event.type} ${short(step.event)}) is not accepted`);
      actor.send(step.event);
    } else if (step.kind === 'answer') {
      const event = answerEvent(step);
      const held = pending.get(step.actor);
      if (!held || !snapshot.children[step.actor])
        throw refuse(`answers ${step.actor}, which is not running`);
      if (flow.machine.getTransitionData(snapshot, event).length === 0)
        throw refuse(`(${event.type}) is not accepted`);
      pending.delete(step.actor);
      held.settle(step.ok, step.value);
      await settled();
    } else if (step.kind === 'wait') {
      const waits = getNextTransitions(snapshot).some((transition) =>
        transition.eventType.startsWith(afterPrefix(step.delay)),
      );
      if (!waits) throw refuse(`waits for ${step.delay}, which is not running`);
      clock.increment(delayMs(flow.machine, snapshot, step.delay));
    } else {
      clock.increment(step.ms);
    }
    if (errors.length > 0)
      throw new Error(`${where(index)}: the machine failed: ${String(errors[0])}`);
  }
  if (givenCount === steps.length) spies.take();

  const end = actor.getSnapshot() as AnyMachineSnapshot;
  const ran = spies.take();
  actor.stop();
  const then = `${flow.name} scenario "${scenario.name}": then`;
  if (!isIn(end, scenario.then.state))
    throw new Error(`${then} the state is ${scenario.then.state}, but it is ${stateIds(end)}`);
  const expectedEffects = scenario.then.effects;
  if (expectedEffects && !sameEffects(ran, expectedEffects))
    throw new Error(
      `${then} the effects are [${expectedEffects.map(effectText).join(', ')}], but they were [${ran.map(effectText).join(', ')}]`,
    );
  if ('output' in scenario.then && !matches(end.output, scenario.then.output))
    throw new Error(
      `${then} the output is ${short(scenario.then.output)}, but it is ${short(end.output)}`,
    );
  for (const [key, value] of Object.entries(scenario.then.context ?? {})) {
    const actual = (end.context as Record<string, unknown>)[key];
    if (!matches(actual, value))
      throw new Error(`${then} context.${key} is ${short(value)}, but it is ${short(actual)}`);
  }
  for (const [id, expected] of Object.entries(scenario.then.asked ?? {})) {
    const input = asked.get(id) as Record<string, unknown> | undefined;
    if (!input) throw new Error(`${then} ${id} was asked ${short(expected)}, but it never ran`);
    for (const [key, value] of Object.entries(expected))
      if (!matches(input[key], value))
        throw new Error(
          `${then} ${id} was asked ${key} = ${short(value)}, but it was ${short(input[key])}`,
        );
  }
}

const effectText = (effect: string | Effect) =>
  typeof effect === 'string'
    ? effect
    : effect.params === undefined
      ? effect.type
      : `${effect.type} ${short(effect.params)}`;

/** A name alone matches the effect of that name whatever its parameters. */
const sameEffects = (ran: readonly Effect[], expected: readonly (string | Effect)[]) =>
  ran.length === expected.length &&
  ran.every((effect, index) => {
    const wanted = expected[index]!;
    return typeof wanted === 'string'
      ? effect.type === wanted
      : effect.type === wanted.type && matches(effect.params, wanted.params);
  });

/** Equal values, whatever the order of their keys. */
const matches = (actual: unknown, expected: unknown): boolean =>
  isDeepStrictEqual(actual, expected);

/** A scenario step as the machine takes it: its event, or (for `waitMs`) only time passing. */
export interface ScenarioMachineStep {
  /** Where the step is, as the tester reads it: `when step 2 "pay by wallet"`. */
  where: string;
  /** The machine's event; null for time passing by itself, which has none. */
  event: AnyEventObject | null;
  /** The time that passes, for a `waitMs` step. */
  ms?: number;
}

/**
 * The scenario as the machine's own events, the way the screen-level model tests take a path:
 * answers become `xstate.done.actor.*` / `xstate.error.actor.*` events and a named delay the
 * `xstate.after.*` event of the state that waits. Time passing by itself (`waitMs`) has no
 * event: the screen lets that time pass.
 */
export function scenarioMachineSteps(flow: Flow, scenario: Scenario): ScenarioMachineStep[] {
  let snapshot = createActor(flow.machine, {
    input: scenario.given.input,
  }).getSnapshot() as AnyMachineSnapshot;
  const givenCount = scenario.given.steps?.length ?? 0;
  const steps = [...(scenario.given.steps ?? []), ...scenario.when];
  return steps.map((step, index) => {
    const where = `${
      index < givenCount ? `given step ${index + 1}` : `when step ${index - givenCount + 1}`
    } "${step.text}"`;
    if (step.kind === 'waitMs') return { where, event: null, ms: step.ms };
    const event = machineEvent(snapshot, step);
    if (!event)
      throw new Error(
        `${flow.name} scenario "${scenario.name}": ${where} has no event of the machine in state ${stateIds(snapshot)}`,
      );
    snapshot = getNextSnapshot(flow.machine, snapshot, event) as AnyMachineSnapshot;
    return { where, event };
  });
}

/** The scenario as the machine's own events, for a screen runner that takes events only. */
export function scenarioEvents(flow: Flow, scenario: Scenario): AnyEventObject[] {
  return scenarioMachineSteps(flow, scenario).map(({ where, event }) => {
    if (!event)
      throw new Error(
        `${flow.name} scenario "${scenario.name}": ${where} lets time pass, which this screen runner cannot do`,
      );
    return event;
  });
}

const answerEvent = (step: Extract<ScenarioStep, { kind: 'answer' }>): AnyEventObject =>
  step.ok
    ? { type: `xstate.done.actor.${step.actor}`, output: step.value }
    : { type: `xstate.error.actor.${step.actor}`, error: step.value };

function machineEvent(snapshot: AnyMachineSnapshot, step: ScenarioStep): AnyEventObject | null {
  switch (step.kind) {
    case 'event':
      return step.event;
    case 'answer':
      return answerEvent(step);
    case 'wait': {
      const type = [...acceptedTypes(snapshot)].find((one) =>
        one.startsWith(afterPrefix(step.delay)),
      );
      return type ? { type } : null;
    }
    case 'waitMs':
      return null;
  }
}
