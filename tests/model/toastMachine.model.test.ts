import { expect } from 'vitest';
import { toastMachine } from '../../machines/toastMachine';
import { describeModel } from './support/describeModel';

describeModel('toastMachine', {
  machine: toastMachine,
  invariants: {
    'toast.dismissed': (snapshot) => expect(snapshot.status).toBe('done'),
    'toast.visible': (snapshot) => expect(snapshot.status).toBe('active'),
  },
});
