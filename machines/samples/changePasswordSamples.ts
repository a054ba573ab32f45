import type { MachineSamples } from './machineSamples';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

export const changePasswordSamples = {
  events: {
    CHANGE: [
      change('oldPassword', 'old-secret'),
      change('newPassword', 'new-secret'),
      change('confirmPassword', 'new-secret'),
      change('confirmPassword', 'other'),
      change('newPassword', ''),
    ],
    'xstate.done.actor.changePassword': [
      { type: 'xstate.done.actor.changePassword', output: { code: 1 } },
      { type: 'xstate.done.actor.changePassword', output: { code: 0, msg: 'wrong' } },
    ],
    'xstate.error.actor.changePassword': [
      { type: 'xstate.error.actor.changePassword', error: new Error('offline') },
    ],
  },
} satisfies MachineSamples;
