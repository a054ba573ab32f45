import { expect } from 'vitest';
import { doubleClickGuardMachine } from '../../machines/doubleClickGuardMachine';
import { describeModel } from './support/describeModel';

describeModel('doubleClickGuardMachine', {
  machine: doubleClickGuardMachine,
  invariants: {
    '*': (snapshot) => expect(snapshot.status).toBe('active'),
    // While cooling a press is held back, so nothing can arm the guard again.
    'doubleClickGuard.cooling': (snapshot) => expect(snapshot.can({ type: 'STARTED' })).toBe(false),
    'doubleClickGuard.ready': (snapshot) => expect(snapshot.can({ type: 'STARTED' })).toBe(true),
  },
});
