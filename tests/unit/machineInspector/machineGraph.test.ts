import { describe, expect, it } from 'vitest';
import { assign, fromPromise, raise, setup } from 'xstate';
import { describeGuards } from '../../../machines/describeGuards';
import { checkoutMachine } from '../../../machines/checkoutMachine';
import { readMachineGraph } from '../../../src/features/machineInspector/diagram/machineGraph';
import { transitionLabel } from '../../../src/features/machineInspector/diagram/transitionText';

const waits = fromPromise(async () => 'saved');

const formMachine = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'SUBMIT' } | { type: 'EDIT' } },
  actors: { saveForm: waits },
  guards: { hasProblems: () => false, isOnline: () => true },
  actions: { focusProblem: () => undefined, notify: () => undefined },
  delays: { settle: 1500 },
}).createMachine({
  id: 'form',
  context: { tries: 0 },
  meta: describeGuards({ hasProblems: 'A field is empty or malformed.' }),
  type: 'parallel',
  states: {
    editing: {
      description: 'The form takes input.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: [
              { guard: 'hasProblems', actions: 'focusProblem' },
              { guard: 'isOnline', target: 'saving' },
              { target: 'idle', actions: raise({ type: 'EDIT' }) },
            ],
            EDIT: { actions: assign({ tries: ({ context }) => context.tries + 1 }) },
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'saveForm',
            onDone: { target: 'settling', actions: ['notify', { type: 'focusProblem' }] },
            onError: 'idle',
          },
        },
        settling: { after: { settle: 'done', 250: 'idle' } },
        done: { type: 'final' },
      },
    },
    banner: {
      initial: 'shown',
      states: { shown: { always: { guard: 'isOnline', target: 'hidden' } }, hidden: {} },
    },
  },
});

const graph = readMachineGraph(formMachine);
const from = (sourceId: string) =>
  graph.transitions.filter((transition) => transition.sourceId === sourceId);

describe('the graph of a machine', () => {
  it('reads a guardless candidate after guarded ones as "else", and only then', () => {
    const submit = from('form.editing.idle').filter(({ eventType }) => eventType === 'SUBMIT');
    expect(submit.map(transitionLabel)).toEqual([
      'SUBMIT [hasProblems] / focusProblem',
      'SUBMIT [isOnline]',
      'SUBMIT [else] / raise EDIT',
    ]);
    expect(submit.map((transition) => transition.isElse)).toEqual([false, false, true]);
    const onDone = from('form.editing.saving')[0]!;
    expect(onDone.isElse).toBe(false);
    expect(onDone.guard).toBeUndefined();
  });

  it('names delays with their value in ms, named ones resolved from the implementations', () => {
    const after = from('form.editing.settling');
    expect(after.map(({ trigger, delayMs }) => [trigger, delayMs])).toEqual([
      ['after 250 ms', 250],
      ['after settle (1500 ms)', 1500],
    ]);
  });

  it('names what an invoked actor ends with, and the actions of a transition', () => {
    expect(from('form.editing.saving').map(transitionLabel)).toEqual([
      'done: save / notify, focusProblem',
      'error: save',
    ]);
    expect(graph.states.find(({ id }) => id === 'form.editing.saving')?.invokes).toEqual([
      'invoke saveForm as save',
    ]);
    const edit = from('form.editing.idle').find(({ eventType }) => eventType === 'EDIT');
    expect(edit && transitionLabel(edit)).toBe('EDIT / assign tries');
    expect(edit?.targetIds).toEqual([]);
  });

  it('keeps the nesting: parallel regions, initial and final states, eventless transitions', () => {
    const kinds = Object.fromEntries(graph.states.map(({ id, kind }) => [id, kind]));
    expect(kinds).toMatchObject({
      'form.editing': 'compound',
      'form.banner': 'compound',
      'form.editing.done': 'final',
      'form.editing.idle': 'atomic',
    });
    const initial = graph.states.filter((state) => state.initial).map(({ id }) => id);
    expect(initial).toEqual(['form.editing.idle', 'form.banner.shown']);
    expect(graph.states.find(({ id }) => id === 'form.editing')?.parentId).toBe('form');
    expect(from('form.banner.shown').map(transitionLabel)).toEqual(['always [isOnline]']);
  });

  it('carries the descriptions of states and guards', () => {
    expect(graph.states.find(({ id }) => id === 'form.editing')?.description).toBe(
      'The form takes input.',
    );
    expect(graph.guards).toEqual([
      { name: 'hasProblems', description: 'A field is empty or malformed.' },
      { name: 'isOnline', description: undefined },
    ]);
  });

  it('reads the product machines: checkout pays by the address it has, or else stays', () => {
    const checkout = readMachineGraph(checkoutMachine);
    const pay = checkout.transitions.filter(
      ({ sourceId, eventType }) => sourceId === 'checkout.address.choosing' && eventType === 'PAY',
    );
    expect(pay.map(({ guard, targetIds }) => [guard, targetIds])).toEqual([
      ['hasSelectedAddress', ['checkout.payment']],
      ['else', []],
    ]);
    const expiry = checkout.transitions.find(
      ({ sourceId }) => sourceId === 'checkout.sessionExpired',
    );
    expect(expiry?.delayMs).toBe(2000);
  });
});
