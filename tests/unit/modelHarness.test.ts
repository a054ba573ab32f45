/** The coverage harness must notice what a model misses, or its 100% means nothing. */
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup, type AnyMachineSnapshot } from 'xstate';
import { notProvidedAction } from '../../machines/notProvided';
import { effect, type Step } from '../model/support/effects';
import { coveringPaths } from '../model/support/coveringPaths';
import { modelReport } from '../model/support/coverageReport';
import { modelCoverageSchema } from '../../src/features/machineInspector/coverage/modelCoverage';
import { measureCoverage, modelPaths, runPath } from '../model/support/modelHarness';
import { pathName } from '../model/support/pathNames';

const probe = setup({
  types: { events: {} as { type: 'GO'; ok: boolean } | { type: 'RESET' } },
  actors: { load: fromPromise<string>(async () => 'loaded') },
  guards: { isOk: ({ event }) => event.type === 'GO' && event.ok },
  delays: { patience: 1000 },
}).createMachine({
  id: 'probe',
  initial: 'idle',
  states: {
    idle: { on: { GO: [{ guard: 'isOk', target: 'loading' }, { target: 'refused' }] } },
    refused: { on: { RESET: 'idle' } },
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'done', onError: 'refused' },
      after: { patience: 'refused' },
    },
    done: { type: 'final' },
  },
});

/** The probe with both of its GO cases: every branch reachable. */
const probeSpec = {
  machine: probe,
  events: {
    GO: [
      { type: 'GO', ok: true },
      { type: 'GO', ok: false },
    ],
  },
};

describe('model harness', () => {
  it('reports 100% when every guarded branch, actor result and delay is exercised', () => {
    const coverage = measureCoverage(probeSpec);
    expect(coverage.states).toMatchObject({ covered: 5, total: 5 });
    expect(coverage.transitions).toMatchObject({ covered: 6, total: 6, missing: [] });
  });

  it('names the guarded branch an event case never reaches', () => {
    const coverage = measureCoverage({
      machine: probe,
      events: { GO: [{ type: 'GO', ok: false }] },
    });
    expect(coverage.states.missing).toEqual(['probe.loading', 'probe.done']);
    expect(coverage.transitions.missing).toContain('probe.idle --GO [isOk]--> probe.loading');
  });

  it('counts an eventless transition as taken when an event leads into it', () => {
    const relay = setup({
      types: { context: {} as { armed: boolean }, events: {} as { type: 'ARM' } | { type: 'GO' } },
      guards: { armed: ({ context }) => context.armed },
    }).createMachine({
      id: 'relay',
      context: { armed: false },
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'armed', target: 'passed' },
          on: { ARM: { actions: assign({ armed: true }) }, GO: 'passed' },
        },
        passed: { type: 'final' },
      },
    });
    expect(measureCoverage({ machine: relay }).transitions).toMatchObject({ covered: 3, total: 3 });
    const withoutArming = measureCoverage({
      machine: relay,
      events: { ARM: [] },
    }).transitions.missing;
    expect(withoutArming).toContain('relay.waiting --(always) [armed]--> relay.passed');
  });

  it('replays every path on a real actor and fails a broken invariant', () => {
    const spec = probeSpec;
    const paths = modelPaths(spec);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    paths.forEach((path) => runPath(spec, path));
    const strict = {
      ...spec,
      invariants: { 'probe.refused': () => expect('refused').toBe('never') },
    };
    expect(() => paths.forEach((path) => runPath(strict, path))).toThrow();
  });

  it('explains a failure: the path, the step with its payload, the state, the assertion', () => {
    const spec = {
      machine: probe,
      events: { GO: [{ type: 'GO', ok: false }] },
      invariants: { 'probe.refused': () => expect('refused').toBe('never') },
    };
    const path = modelPaths(spec).find(
      (one) => one.description === 'probe: GO not ok → RESET ⇒ idle',
    )!;
    expect(() => runPath(spec, path)).toThrow(
      [
        'path: probe: GO not ok → RESET ⇒ idle',
        'step 1 of 2: GO not ok, payload {"type":"GO","ok":false}',
        'state: refused (active)',
        'context: {}',
        'the invariant of probe.refused is broken',
        "expected 'refused' to be 'never'",
      ].join('\n'),
    );
  });

  it('explains a broken invariant of every state at the step that broke it', () => {
    const spec = {
      machine: probe,
      events: { GO: [{ type: 'GO', ok: true }] },
      invariants: {
        '*': (snapshot: AnyMachineSnapshot) => expect(snapshot.value).not.toBe('done'),
      },
    };
    const path = modelPaths(spec).find(
      (one) => one.description === 'probe: GO ok → load: done ⇒ done',
    )!;
    expect(() => runPath(spec, path)).toThrow(
      /^path: probe: GO ok → load: done ⇒ done\nstep 2 of 2: load: done, payload \{"type":"xstate\.done\.actor\.load"\}\nstate: done \(done\)\n.*\nthe invariant of every state is broken\n/,
    );
  });

  describe('path names', () => {
    const spec = probeSpec;

    it('names each step by the machine’s event, its data, actor answers and delays', () => {
      const names = modelPaths(spec).map((path) => path.description);
      expect(names).toEqual(
        expect.arrayContaining([
          'probe: GO ok ⇒ loading',
          'probe: GO not ok ⇒ refused',
          'probe: GO not ok → RESET ⇒ idle',
          'probe: GO ok → load: done ⇒ done',
          'probe: GO ok → load: error ⇒ refused',
          'probe: GO ok → after patience (1000 ms) ⇒ refused',
        ]),
      );
      expect(names.join('\n')).not.toMatch(/xstate\./);
      expect(new Set(names).size).toBe(names.length);
    });

    it('writes payloads in short and folds a run of one step', () => {
      expect(
        pathName(
          'checkout',
          [
            { type: 'CHOOSE_ADDRESS', id: 'a2' },
            { type: 'CHOOSE_METHOD', method: 'wallet' },
            { type: 'SET_QUANTITY', productId: 'c', quantity: 7 },
            { type: 'xstate.done.actor.checkPayment', output: { paid: false } },
            { type: 'xstate.done.actor.checkPayment', output: { paid: false } },
            { type: 'xstate.error.actor.saveOrder', error: { code: 401 } },
            { type: 'xstate.done.actor.loadAddresses', output: [{ id: 'a1' }, { id: 'a2' }] },
          ],
          { payment: 'walletQr' },
        ),
      ).toBe(
        'checkout: CHOOSE_ADDRESS #a2 → CHOOSE_METHOD wallet → SET_QUANTITY #c, quantity 7 → ' +
          'checkPayment: not paid ×2 → saveOrder: error code 401 → loadAddresses: [#a1 #a2] ' +
          '⇒ payment.walletQr',
      );
    });
  });

  it('reports each state and transition with the covering paths through it, and the paths', () => {
    const spec = {
      ...probeSpec,
      invariants: { 'probe.refused': () => {} },
    };
    const paths = coveringPaths(spec);
    const { markdown, summary } = modelReport(spec, paths, 7);
    expect(summary).toBe(
      `[model] probe: states 5/5, transitions 6/6, ${paths.length} covering paths, 7 edges replayed`,
    );
    expect(markdown).toContain('| probe.done | 1 |');
    expect(markdown).toContain('| probe.loading → probe.refused: after patience (1000 ms) | 1 |');
    expect(markdown).toContain('| probe.idle → probe.loading: GO [isOk] |');
    expect(markdown).toContain('- Invariants of: probe.refused');
    paths.forEach((path) => expect(markdown).toContain(`1. ${path.description}\n`));
    const partial = modelReport(spec, paths.slice(0, 1), 1);
    expect(partial.summary).toMatch(/transitions [0-5]\/6/);
    expect(partial.markdown).toMatch(/\| 0 \|/);
  });

  it('gives the same counts as data, each transition by its diagram id with its guard', () => {
    const spec = probeSpec;
    const paths = coveringPaths(spec);
    const { coverage } = modelReport(spec, paths, 7);
    expect(modelCoverageSchema.parse(coverage)).toEqual(coverage);
    expect(coverage).toMatchObject({
      machineId: 'probe',
      coveringPaths: paths.length,
      edgesReplayed: 7,
    });
    expect(coverage.states).toContainEqual({ id: 'probe.done', paths: 1 });
    expect(coverage.transitions).toHaveLength(6);
    expect(coverage.transitions.every((transition) => transition.paths > 0)).toBe(true);
    expect(coverage.transitions).toContainEqual({
      id: 'probe.idle#GO#1',
      sourceId: 'probe.idle',
      eventType: 'GO',
      targetIds: ['probe.refused'],
      guard: 'else',
      paths: expect.any(Number),
    });
    const first = paths[0];
    const partial = modelReport(spec, first ? [first] : [], 1).coverage;
    expect(
      partial.transitions.filter((transition) => transition.paths === 0).length,
    ).toBeGreaterThan(0);
    expect(partial.transitions.every((transition) => transition.paths <= 1)).toBe(true);
  });

  describe('effects', () => {
    const greeter = setup({
      types: { events: {} as { type: 'GO' } | { type: 'STOP' } },
      // The app's effects are the machines' marked stubs (machines/notProvided.ts); assign is not one.
      actions: {
        greet: notProvidedAction<{ name: string }>('greet'),
        wave: notProvidedAction('wave'),
        mark: assign({}),
      },
    }).createMachine({
      id: 'greeter',
      initial: 'idle',
      states: {
        idle: {
          on: { GO: { target: 'going', actions: { type: 'greet', params: { name: 'x' } } } },
        },
        going: { entry: 'wave', on: { STOP: { target: 'idle', actions: 'mark' } } },
      },
    });
    const expected = ({ event }: Step) =>
      event.type === 'GO' ? [effect('greet', { name: 'x' }), effect('wave')] : [];

    it('passes when every step runs the expected effects, assign left out', () => {
      const spec = { machine: greeter, effects: expected };
      modelPaths(spec).forEach((path) => runPath(spec, path));
    });

    it.each([
      ['a missing effect', ({ event }: Step) => (event.type === 'GO' ? [effect('wave')] : [])],
      [
        'other parameters',
        ({ event }: Step) =>
          event.type === 'GO' ? [effect('greet', { name: 'y' }), effect('wave')] : [],
      ],
      [
        'another order',
        ({ event }: Step) =>
          event.type === 'GO' ? [effect('wave'), effect('greet', { name: 'x' })] : [],
      ],
      ['an effect that did not run', (step: Step) => [...expected(step), effect('wave')]],
    ])('fails a path on %s', (_what, effects) => {
      const spec = { machine: greeter, effects };
      expect(() => modelPaths(spec).forEach((path) => runPath(spec, path))).toThrow();
    });

    it('refuses a model that leaves the effects of a machine with app actions unsaid', () => {
      const spec = { machine: greeter };
      const [path] = modelPaths(spec);
      expect(() => runPath(spec, path!)).toThrow(/give the model its effects/);
    });
  });
});
