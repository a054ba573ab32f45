/**
 * The simulation of one machine, pure and deterministic: a plan (simulationPlan.ts) is replayed on
 * a fresh actor with XState's `SimulatedClock`, held actors and recorded effects
 * (simulatedMachine.ts), and the result is a plain view of where the machine went: its states,
 * context, pending actors and timers, the events it takes now and the log of every step. Nothing
 * keeps running afterwards; stepping back is replaying one step fewer.
 */
import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import type { MachineSamples } from '../../../../machines/samples/machineSamples';
import { availability, knownEventTypes, type Availability } from './eventAvailability';
import { simulatedMachine, type RecordedEffect } from './simulatedMachine';
import type { Choice, SimulationPlan, SimulationStep } from './simulationPlan';
import { timerOf, timersOf, type PendingTimer } from './simulatedTimers';

export type SamplesOf = (machineId: string) => MachineSamples | undefined;

/** An actor the machine invoked, waiting for the reviewer's answer. */
export interface PendingActor {
  /** Invoke ids from the simulated machine down, e.g. `polling/checkPayment`. */
  path: string;
  /** The machine that invoked it (the simulated one, or a child machine it runs). */
  machineId: string;
  /** Whether the machine waits for its result (a callback actor answers with events instead). */
  awaited: boolean;
  resolveSamples: readonly AnyEventObject[];
  rejectSamples: readonly AnyEventObject[];
}

export interface ChildMachine {
  path: string;
  machineId: string;
  leafStateIds: readonly string[];
  context: unknown;
}

export interface EventChoice {
  type: string;
  samples: readonly AnyEventObject[];
  /** Whether the current state takes the event's first sample, and why not. */
  availability: Availability;
}

export interface LogEntry {
  /** The step's index in the plan; null for the start. */
  index: number | null;
  step: SimulationStep | null;
  /** What the machine received (the timers' events for `advance`). */
  events: readonly AnyEventObject[];
  effects: readonly RecordedEffect[];
  leafStateIds: readonly string[];
  /** The simulated clock after the step, in ms since the start. */
  now: number;
}

export type StepFailure = 'notActive' | 'noSample' | 'noSuchActor' | 'noTimer' | 'noSuchInput';

export interface SimulationView {
  /** The plan that ran: the given one, up to a step that could not be taken. */
  plan: SimulationPlan;
  failure: { index: number; reason: StepFailure } | null;
  status: 'active' | 'done' | 'error' | 'stopped';
  error: string | null;
  inputs: readonly unknown[];
  activeStateIds: readonly string[];
  leafStateIds: readonly string[];
  context: unknown;
  events: readonly EventChoice[];
  pendingActors: readonly PendingActor[];
  timers: readonly PendingTimer[];
  children: readonly ChildMachine[];
  now: number;
  log: readonly LogEntry[];
  /** Whether the final state takes this event (for a payload the reviewer edits). */
  availabilityOf: (event: AnyEventObject) => Availability;
}

const leafIds = (snapshot: AnyMachineSnapshot) =>
  (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);

/** A choice's event: a sample of the list, or the reviewer's payload on the given type. */
function chosen(
  samples: readonly AnyEventObject[],
  choice: Choice,
  custom: (payload: unknown) => AnyEventObject,
): AnyEventObject | undefined {
  return typeof choice === 'number' ? samples[choice] : custom(choice.custom);
}

/** The samples of an event type, or the bare event when the table has none. */
function eventSamples(samples: MachineSamples | undefined, type: string) {
  return samples?.events?.[type] ?? [{ type }];
}

/** An actor's answers: its samples, or one plain answer of each kind when the table has none. */
function answerSamples(samples: MachineSamples | undefined, id: string) {
  const resolveType = `xstate.done.actor.${id}`;
  const rejectType = `xstate.error.actor.${id}`;
  return {
    resolve: samples?.events?.[resolveType] ?? [{ type: resolveType, output: undefined }],
    reject: samples?.events?.[rejectType] ?? [
      { type: rejectType, error: new Error('Simulated failure') },
    ],
  };
}

interface Held {
  owner: AnyActorRef;
  machineId: string;
  node: AnyStateNode;
  id: string;
  path: string;
}

/** The running machines (the simulated one and the child machines it runs) and their held actors. */
function walk(actor: AnyActorRef, prefix: string, held: Held[], machines: ChildMachine[]) {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (snapshot.status !== 'active') return;
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const { id } of node.invoke) {
      const child = snapshot.children[id] as AnyActorRef | undefined;
      if (!child) continue;
      const path = prefix ? `${prefix}/${id}` : id;
      const childSnapshot = child.getSnapshot() as Partial<AnyMachineSnapshot>;
      if (childSnapshot._nodes && childSnapshot.machine) {
        machines.push({
          path,
          machineId: childSnapshot.machine.id,
          leafStateIds: leafIds(childSnapshot as AnyMachineSnapshot),
          context: childSnapshot.context,
        });
        walk(child, path, held, machines);
      } else held.push({ owner: actor, machineId: snapshot.machine.id, node, id, path });
    }
  }
}

function runStep(
  step: SimulationStep,
  actor: AnyActorRef,
  clock: SimulatedClock,
  samplesOf: SamplesOf,
  timers: ReturnType<typeof timersOf>,
): StepFailure | AnyEventObject[] {
  if ((actor.getSnapshot() as AnyMachineSnapshot).status !== 'active') return 'notActive';
  if (step.kind === 'advance') {
    const next = timers.list()[0];
    if (!next) return 'noTimer';
    const fired = timers.list().filter((one) => one.dueAt === next.dueAt);
    clock.set(next.dueAt);
    return fired.map((one) => one.event);
  }
  if (step.kind === 'send') {
    const samples = eventSamples(samplesOf(actor.getSnapshot().machine.id), step.type);
    const event = chosen(samples, step.choice, (payload) => ({
      ...(payload as object),
      type: step.type,
    }));
    if (!event) return 'noSample';
    actor.send(event);
    return [event];
  }
  const held: Held[] = [];
  walk(actor, '', held, []);
  const target = held.find((one) => one.path === step.actor);
  if (!target) return 'noSuchActor';
  const answers = answerSamples(samplesOf(target.machineId), target.id);
  const event =
    step.kind === 'resolve'
      ? chosen(answers.resolve, step.choice, (output) => ({
          type: `xstate.done.actor.${target.id}`,
          output,
        }))
      : chosen(answers.reject, step.choice, (error) => ({
          type: `xstate.error.actor.${target.id}`,
          error,
        }));
  if (!event) return 'noSample';
  target.owner.send(event);
  return [event];
}

export function runSimulation(
  machine: AnyStateMachine,
  samplesOf: SamplesOf,
  plan: SimulationPlan,
): SimulationView {
  const samples = samplesOf(machine.id);
  const inputs = samples?.inputs ?? [undefined];
  const input = plan.input < inputs.length ? plan.input : 0;
  const recorded: RecordedEffect[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    simulatedMachine(machine, (effect) => recorded.push(effect)),
    { input: inputs[input], clock },
  );
  const timers = timersOf(actor, clock);
  let error: string | null = null;
  actor.subscribe({
    error: (thrown) => {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    },
  });
  actor.start();
  timers.note();
  const take = () => recorded.splice(0, recorded.length);
  const entry = (index: number | null, step: SimulationStep | null, events: AnyEventObject[]) => ({
    index,
    step,
    events,
    effects: take(),
    leafStateIds: leafIds(actor.getSnapshot() as AnyMachineSnapshot),
    now: clock.now(),
  });
  const log: LogEntry[] = [entry(null, null, [])];
  let failure: SimulationView['failure'] =
    input === plan.input ? null : { index: 0, reason: 'noSuchInput' };
  for (const [index, step] of (failure ? [] : plan.steps).entries()) {
    const result = runStep(step, actor, clock, samplesOf, timers);
    if (typeof result === 'string') {
      failure = { index, reason: result };
      break;
    }
    timers.note();
    log.push(entry(index, step, result));
  }
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const held: Held[] = [];
  const children: ChildMachine[] = [];
  walk(actor, '', held, children);
  const view: SimulationView = {
    plan: {
      ...plan,
      input,
      steps: plan.steps.slice(0, failure?.index),
    },
    failure,
    status: snapshot.status,
    error,
    inputs,
    activeStateIds: (snapshot._nodes as AnyStateNode[]).map((node) => node.id),
    leafStateIds: leafIds(snapshot),
    context: snapshot.context,
    events: knownEventTypes(machine.root, Object.keys(samples?.events ?? {})).map((type) => {
      const list = eventSamples(samples, type);
      return { type, samples: list, availability: availability(snapshot, list[0] ?? { type }) };
    }),
    pendingActors: held.map(({ path, machineId, node, id }) => {
      const answers = answerSamples(samplesOf(machineId), id);
      return {
        path,
        machineId,
        awaited:
          node.transitions.has(`xstate.done.actor.${id}`) ||
          node.transitions.has(`xstate.error.actor.${id}`),
        resolveSamples: answers.resolve,
        rejectSamples: answers.reject,
      };
    }),
    timers: timers.list().map(timerOf),
    children,
    now: clock.now(),
    log,
    availabilityOf: (event) => availability(snapshot, event),
  };
  actor.stop();
  return view;
}
