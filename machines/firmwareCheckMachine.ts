/**
 * The update check of /updView (docs/decisions.md "/updView and /sendDd"): the customer types
 * the model and the version from the device's label; both are checked here, then the server
 * says whether a newer release exists. The answer stays on screen until a field changes.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { FirmwareCheck } from '../src/api/contract/company/firmware';
import {
  type FirmwareCheckAnswer,
  type FirmwareCheckContext,
  type FirmwareCheckEvent,
  validateFirmwareCheck,
} from './firmwareCheckRules';

export const firmwareCheckMachine = setup({
  types: {
    context: {} as FirmwareCheckContext,
    events: {} as FirmwareCheckEvent,
  },
  actors: {
    /** `POST /support/checkFirmware`. */
    check: fromPromise<FirmwareCheckAnswer, { model: string; version: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors, result: null, refusal: null, failed: false };
    }),
    showFieldErrors: assign(({ context }) => ({ errors: validateFirmwareCheck(context) })),
    clearMessages: assign({ errors: {}, result: null, refusal: null, failed: false }),
    keepResult: assign((_, params: { result: FirmwareCheck | null }) => ({
      result: params.result,
    })),
    keepRefusal: assign((_, params: { message: string | undefined }) => ({
      refusal: params.message ?? '',
    })),
    markFailed: assign({ failed: true }),
  },
  guards: {
    hasInvalidFields: ({ context }) => Object.keys(validateFirmwareCheck(context)).length > 0,
    isAnswer: (_, params: { answer: FirmwareCheckAnswer }) =>
      params.answer.code === 1 && params.answer.data !== null,
  },
}).createMachine({
  id: 'firmwareCheck',
  context: { model: '', version: '', errors: {}, result: null, refusal: null, failed: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [
          { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
          { target: 'checking', actions: 'clearMessages' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ model: context.model.trim(), version: context.version.trim() }),
        onDone: [
          {
            guard: { type: 'isAnswer', params: ({ event }) => ({ answer: event.output }) },
            target: 'answered',
            actions: {
              type: 'keepResult',
              params: ({ event }) => ({ result: event.output.data }),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'keepRefusal',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'editing', actions: 'markFailed' },
      },
    },
    answered: {
      on: {
        CHANGE: { target: 'editing', actions: 'setField' },
        SUBMIT: { target: 'checking', actions: 'clearMessages' },
      },
    },
  },
});
