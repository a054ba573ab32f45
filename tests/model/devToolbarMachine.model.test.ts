import { expect } from 'vitest';
import { devToolbarMachine } from '../../machines/devToolbarMachine';
import { describeModel } from './support/describeModel';

const counted = (id: string, output: number) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });

describeModel('devToolbarMachine', {
  machine: devToolbarMachine,
  events: {
    'xstate.done.actor.count': [counted('count', 0), counted('count', 3)],
    'xstate.error.actor.count': [failed('count')],
    'xstate.done.actor.clear': [counted('clear', 0)],
    'xstate.error.actor.clear': [failed('clear')],
  },
  invariants: {
    // The count shown is always the mock's latest answer: a failure keeps it, marked unreachable.
    '*': (snapshot) => expect([null, 0, 3]).toContain(snapshot.context.count),
    // Nothing is asked before the first answer arrives, so no count is made up while waiting.
    'devToolbar.scenarios.waiting': (snapshot) =>
      expect(snapshot.context.count !== null || snapshot.context.unreachable).toBe(true),
    'devToolbar.scenarios.clearing': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
  },
});
