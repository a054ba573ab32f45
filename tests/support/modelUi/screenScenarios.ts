/**
 * A flow's named scenarios (tests/model/scenarios/<flow>.ts) on the real screens: each
 * scenario's steps, as the machine's own events, are done the way the screen-level model test
 * does a path's (screenRunner.ts): a gesture, a held call answered, the test clock moved. After
 * every step the screen must show the state and the app's machine be in it, every call the
 * step started must carry what the state says, and the scenario must end in its `then` state.
 * The machine level replays the same scenarios (tests/model/support/scenarios.ts).
 */
import { describe, it } from 'vitest';
import { createActor, getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { isIn } from '../../model/support/effects';
import {
  scenarioMachineSteps,
  stateIds,
  type Flow,
  type Scenario,
} from '../../model/support/scenarios';
import { coverageTracker } from './screenModel';
import { runPath, type ScreenSpec, type ScreenSuite } from './screenRunner';

/** Where a scenario runs: the screen, and what is done on it first to reach the `given`. */
export interface ScenarioScreen<Text> {
  spec: ScreenSpec<Text>;
  suite: ScreenSuite<Text>;
  /** Events from the screen's start to the scenario's `given` (the server's answers, gestures). */
  toGiven?: readonly AnyEventObject[];
}

/** Plays one scenario on its screen; a failure names the flow, scenario, step and state. */
export async function playOnScreen<Text>(
  flow: Flow,
  scenario: Scenario,
  { spec, suite, toGiven = [] }: ScenarioScreen<Text>,
  locale: 'en' | 'zh',
): Promise<void> {
  const title = `${flow.name} scenario on screen "${scenario.name}"`;
  const steps = scenarioMachineSteps(flow, scenario);
  const model = { ...spec.model, prelude: [...(spec.model.prelude ?? []), ...toGiven] };
  /** The flow's own machine after the screen's start and the given events, for the given input. */
  const machineAfter = (events: readonly AnyEventObject[]) =>
    [...(model.startEvents ?? []), ...model.prelude, ...events].reduce(
      (snapshot, event) => getNextSnapshot(flow.machine, snapshot, event),
      createActor(flow.machine, { input: model.input }).getSnapshot() as AnyMachineSnapshot,
    );
  const timeOnly = steps.findIndex((step) => step.event === null);
  if (timeOnly >= 0) {
    const before = machineAfter(steps.slice(0, timeOnly).map((step) => step.event!));
    throw new Error(
      `${title}: ${steps[timeOnly]!.where} in state ${stateIds(before)} lets time pass, which this screen cannot do`,
    );
  }
  const end = await runPath(
    { ...spec, model },
    suite,
    // Coverage is the paths' business: the scenarios check behaviours.
    coverageTracker(model.machine),
    {
      description: title,
      title,
      events: steps.map((step) => step.event!),
      stepNames: steps.map((step) => step.where),
    },
    locale,
  );
  // The `then` state is the machine's once the steps are done; where the app's own answers to
  // its effects lead next (the session's profile page checks the session again) is the screen's,
  // so the screen's state must be the `then` one only where its model has no such answers.
  const thenState = machineAfter(steps.map((step) => step.event!));
  const screenEnds = model.machine === flow.machine && !spec.appAnswers;
  if (!isIn(thenState, scenario.then.state) || (screenEnds && !isIn(end, scenario.then.state)))
    throw new Error(
      `${title}: then the state is ${scenario.then.state}, but it is ${stateIds(thenState)} (on the screen ${stateIds(end)})`,
    );
}

/** One test per scenario of the flow, named `<flow> scenario on screen: <name>`. */
export function describeScreenScenarios<Text>(
  flow: Flow,
  screenFor: (scenario: Scenario) => ScenarioScreen<Text>,
): void {
  describe(`the screens play the ${flow.name} scenarios`, () => {
    it.each(flow.scenarios.map((scenario, index) => [scenario.name, index, scenario] as const))(
      `${flow.name} scenario on screen: %s`,
      (_name, index, scenario) =>
        playOnScreen(flow, scenario, screenFor(scenario), index % 2 === 0 ? 'en' : 'zh'),
    );
  });
}
