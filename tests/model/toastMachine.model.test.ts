import { expect } from 'vitest';
import { toastMachine } from '../../machines/toastMachine';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

describeModel('toastMachine', {
  machine: toastMachine,
  // The notice leaves the list once, when the toast is dismissed (by time or by the user).
  effects: (step) => (entered(step, 'toast.dismissed') ? [effect('removeNotice')] : []),
  invariants: {
    'toast.dismissed': (snapshot) => expect(snapshot.status).toBe('done'),
    'toast.visible': (snapshot) => expect(snapshot.status).toBe('active'),
  },
});
