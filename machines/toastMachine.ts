/**
 * One toast's life: shown, paused while the pointer or focus is on it (so a
 * reader is never rushed, WCAG 2.2.1), and gone after a while or on request.
 * The same notice said again while it shows gets its full time again.
 */
import { setup } from 'xstate';
import { TOAST_VISIBLE_MS } from '../src/domain/timings';
import { notProvidedAction } from './notProvided';

export const toastMachine = setup({
  types: {
    events: {} as { type: 'PAUSE' } | { type: 'RESUME' } | { type: 'DISMISS' } | { type: 'REPEAT' },
  },
  actions: {
    /** The app removes the notice from the notification service. */
    removeNotice: notProvidedAction('removeNotice'),
  },
  delays: {
    visibleFor: TOAST_VISIBLE_MS,
  },
}).createMachine({
  id: 'toast',
  initial: 'visible',
  states: {
    visible: {
      after: { visibleFor: 'dismissed' },
      on: {
        PAUSE: 'paused',
        DISMISS: 'dismissed',
        // Entered anew, so its timer starts again; a held toast stays held (it gets its
        // full time when released anyway).
        REPEAT: { target: 'visible', reenter: true },
      },
    },
    paused: {
      on: { RESUME: 'visible', DISMISS: 'dismissed' },
    },
    dismissed: {
      type: 'final',
      entry: 'removeNotice',
    },
  },
});
