import { expect } from 'vitest';
import { doubleClickGuardMachine } from '../../machines/doubleClickGuardMachine';
import { describeModel } from './support/describeModel';

describeModel('doubleClickGuardMachine', {
  machine: doubleClickGuardMachine,
  invariants: {
    '*': (snapshot) => expect(snapshot.status).toBe('active'),
    // While cooling a press has nowhere to go: it is ignored.
    'doubleClickGuard.cooling': (snapshot) => expect(snapshot.can({ type: 'PRESS' })).toBe(false),
    'doubleClickGuard.ready': (snapshot) => expect(snapshot.can({ type: 'PRESS' })).toBe(true),
  },
});
