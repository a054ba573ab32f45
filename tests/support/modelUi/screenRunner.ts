/**
 * Runs a model-based UI test: the real screen is driven along the paths of a product
 * machine (support/screenModel.ts). Every event of a path becomes what a user does on the
 * screen (`perform`) or the answer to a call the screen made, held by the test server
 * (support/heldServer.ts) until the path answers it, so a "checking" or "sending" state
 * lasts as long as the path says. When a step starts an actor, the screen's request is
 * checked (`expectCall`: the query or body a client would notice); after every step the
 * screen must show the state (`expectScreen`) and, when the screen's own machine is traced,
 * that machine must be in the model's state. Coverage counts a state or transition only
 * once the screen showed it, and must reach every one the machine defines.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateNode,
} from 'xstate';
import type { Locale } from '../../../src/i18n/locales';
import type { Notice } from '../../../src/lib/notifications';
import { noticesFromNow } from '../noticesFromNow';
import type { HeldRequest, HeldServer } from './heldServer';
import type { MachineTrace } from './machineTrace';
import {
  coverageTracker,
  next,
  screenPaths,
  startSnapshot,
  type ScreenModel,
  type ScreenPath,
} from './screenModel';
import { stateText, stepText } from '../../model/support/pathNames';

export interface ScreenRun<Text> {
  text: Text;
  locale: Locale;
  /** The current route's path. */
  path: () => string;
  /** The held call of each running actor, to answer when the path says. */
  calls: Map<string, HeldRequest>;
}

/** A model, how its events are done on the screen, and what the screen must show. */
export interface ScreenSpec<Text> {
  model: ScreenModel;
  /**
   * The endpoint (last path segment) an actor calls when it starts in this state; undefined for
   * one that calls none (a dialog that answers with events).
   */
  endpointOf(actor: string, state: AnyMachineSnapshot): string | undefined;
  /**
   * What the held call answers for a path's done or error event: status and body, or
   * 'forward' to let the mock answer it (its effect on the server is then real).
   */
  answerFor(actor: string, event: AnyEventObject): [number, unknown] | 'forward';
  /** Does the event on the screen; returns the machine events it caused (usually `[event]`). */
  perform(
    run: ScreenRun<Text>,
    event: AnyEventObject,
    state: AnyMachineSnapshot,
  ): AnyEventObject[] | Promise<AnyEventObject[]>;
  /** The parameters the screen must have sent for an actor the state started. */
  expectCall(actor: string, request: HeldRequest, state: AnyMachineSnapshot): void;
  /** The screen shows this state. */
  expectScreen(run: ScreenRun<Text>, state: AnyMachineSnapshot): void;
  /**
   * What the app sends its machine by itself after the event (the login page clears the
   * session as it opens): the model takes these too, so the state after the step is the app's.
   */
  appAnswers?(event: AnyEventObject, state: AnyMachineSnapshot): AnyEventObject[];
  /**
   * Effects of a step that are not state (a dialog, a notice, a navigation), checked before
   * the state; the user closes such a dialog (its own state, outside the machine).
   */
  afterStep?(
    run: ScreenRun<Text>,
    event: AnyEventObject,
    published: () => readonly Notice[],
    state: AnyMachineSnapshot,
  ): Promise<void>;
}

export interface ScreenSuite<Text> {
  /** Where the screen is, for the test names: `/register`. */
  where: string;
  held: () => HeldServer;
  /** Opens the screen for one path, in the given language. */
  open(locale: Locale): Promise<Omit<ScreenRun<Text>, 'calls'>>;
  /** The screen's own machine, followed through its inspection events. */
  trace?: { machines: MachineTrace; id: string };
  /** Which language a path runs in (default: alternating, English first). */
  localeOf?: (index: number) => Locale;
}

/** The actors a step started (from null: the screen's start): their state nodes were entered. */
function startedActors(from: AnyMachineSnapshot | null, to: AnyMachineSnapshot): string[] {
  const before = new Set((from?._nodes ?? []) as AnyStateNode[]);
  return (to._nodes as AnyStateNode[])
    .filter((node) => !before.has(node))
    .flatMap((node) => node.invoke.map((invoke) => invoke.id));
}

const isAnswer = (event: AnyEventObject) => /^xstate\.(done|error)\.actor\./.test(event.type);

async function answer<Text>(
  spec: ScreenSpec<Text>,
  run: ScreenRun<Text>,
  event: AnyEventObject,
): Promise<void> {
  const actor = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
  const call = run.calls.get(actor);
  if (!call) throw new Error(`no call of ${actor} is held`);
  const given = spec.answerFor(actor, event);
  run.calls.delete(actor);
  if (given === 'forward') return call.forward();
  call.answer(...given);
}

/**
 * Runs one path on the screen; returns the state it ends in. A failure names the path (or
 * `path.title`), the step (`path.stepNames`, else the event) and the state there.
 */
export async function runPath<Text>(
  spec: ScreenSpec<Text>,
  suite: ScreenSuite<Text>,
  coverage: ReturnType<typeof coverageTracker>,
  path: ScreenPath,
  locale: Locale,
): Promise<AnyMachineSnapshot> {
  const { model } = spec;
  const held = suite.held();
  suite.trace?.machines.forgetActors();
  let since = held.mark();
  const run: ScreenRun<Text> = { ...(await suite.open(locale)), calls: new Map() };
  let state = startSnapshot(model);
  // The screen's own start counts for coverage once it shows where it led.
  const opening: { from: AnyMachineSnapshot; event: AnyEventObject }[] = [];
  let opened = createActor(model.machine, { input: model.input }).getSnapshot();
  for (const event of model.startEvents ?? []) {
    opening.push({ from: opened, event });
    opened = next(model, opened, event);
  }
  const holdCalls = async (from: AnyMachineSnapshot | null, to: AnyMachineSnapshot) => {
    for (const actor of startedActors(from, to)) {
      const endpoint = spec.endpointOf(actor, to);
      if (endpoint === undefined) continue;
      const request = await held.waitFor(endpoint, since);
      spec.expectCall(actor, request, to);
      run.calls.set(actor, request);
    }
  };
  // A step may load a route (its data and its screen's code): up to a few seconds on a busy machine.
  const settle = (shown: AnyMachineSnapshot) =>
    waitFor(
      () => {
        spec.expectScreen(run, shown);
        if (suite.trace)
          expect(suite.trace.machines.latest(suite.trace.id)?.value).toEqual(shown.value);
      },
      { timeout: 5_000 },
    );
  let step = 'the start';
  try {
    await holdCalls(null, state);
    await settle(state);
    coverage.record(state);
    for (const step of opening) coverage.record(next(model, step.from, step.event), step);
    const prelude = model.prelude ?? [];
    const events = [...prelude, ...path.events];
    for (const [index, event] of events.entries()) {
      const named = path.stepNames?.[index - prelude.length];
      step = [
        named
          ? `${named} in state ${stateText(state.value)} (${stepText(event, model.machine.implementations.delays)}), payload ${JSON.stringify(event)}`
          : `step ${index + 1} of ${events.length}: ${stepText(event, model.machine.implementations.delays)}, payload ${JSON.stringify(event)}`,
        `state: ${stateText(next(model, state, event).value)}`,
      ].join('\n');
      since = held.mark();
      const published = noticesFromNow();
      if (isAnswer(event)) await answer(spec, run, event);
      const performed = isAnswer(event) ? [event] : await spec.perform(run, event, state);
      const answered = spec.appAnswers?.(event, state) ?? [];
      const caused = [...performed, ...answered];
      const steps: { from: AnyMachineSnapshot; event: AnyEventObject }[] = [];
      let reached = state;
      for (const one of caused) {
        steps.push({ from: reached, event: one });
        reached = next(model, reached, one);
      }
      // The gestures followed the path: the state is the one the graph has for this step.
      const expected = answered.reduce(
        (snapshot, one) => next(model, snapshot, one),
        next(model, state, event),
      );
      expect(model.serializeState(reached)).toBe(model.serializeState(expected));
      await holdCalls(state, reached);
      await spec.afterStep?.(run, event, published, reached);
      await settle(reached);
      // Counted only once the screen showed it.
      for (const step of steps) coverage.record(next(model, step.from, step.event), step);
      state = reached;
    }
    return state;
  } catch (error) {
    if (error instanceof Error)
      error.message = `${path.title ?? `path: ${path.description}`}\n${step}\n${error.message}`;
    throw error;
  } finally {
    held.release();
  }
}

export type ScreenCoverage = ReturnType<typeof coverageTracker>;

/** Requires every state and transition of the machine to have been shown on the screens. */
export function describeCoverage(name: string, where: string, coverage: ScreenCoverage) {
  afterAll(() => {
    const report = coverage.report();
    const count = (part: { covered: string[]; missing: string[] }) =>
      `${part.covered.length}/${part.covered.length + part.missing.length}`;
    console.log(
      `[model-ui] ${name} on ${where}: states ${count(report.states)}, transitions ${count(report.transitions)}`,
    );
  });

  it(`reached every state and took every transition of ${name} on ${where}`, () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
}

/**
 * One test per path, then one that requires every state and transition to have been shown;
 * several screens of one machine share a `coverage` and check it with `describeCoverage`.
 */
export function describeScreenModel<Text>(
  spec: ScreenSpec<Text>,
  suite: ScreenSuite<Text>,
  shared?: ScreenCoverage,
) {
  const { model } = spec;
  describe(`${suite.where} along the paths of ${model.name}`, () => {
    const paths = screenPaths(model);
    const coverage = shared ?? coverageTracker(model.machine);
    const localeOf = suite.localeOf ?? ((index: number) => (index % 2 === 0 ? 'en' : 'zh'));

    // A tester picks a path by its name (`-t`): two paths with one name could not be told apart.
    it(`gives every path of ${model.name} on ${suite.where} its own name`, () => {
      const names = paths.map((path) => path.description);
      expect(names.filter((one, index) => names.indexOf(one) !== index)).toEqual([]);
    });

    it.each(paths.map((path, index) => [path.description, index + 1, path] as const))(
      '%s',
      async (_description, index, path) => {
        await runPath(spec, suite, coverage, path, localeOf(index));
      },
    );

    afterAll(() =>
      console.log(`[model-ui] ${model.name} on ${suite.where}: ${paths.length} paths`),
    );
    if (!shared) describeCoverage(model.name, suite.where, coverage);
  });
}
