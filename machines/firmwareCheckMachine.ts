/**
 * The update check of /updView (docs/decisions.md "/updView and /sendDd"): the customer types
 * the model and the version from the device's label; both are checked here, then the server
 * says whether a newer release exists. The answer stays on screen until a field changes.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FirmwareCheck } from '../src/api/contract/company/firmware';
import { FIRMWARE_MODEL, parseFirmwareVersion } from '../src/domain/firmware';

export type FirmwareCheckField = 'model' | 'version';

/** Field messages, translated by the screen. */
export type FirmwareCheckError = 'required' | 'format';

export interface FirmwareCheckAnswer {
  /** 1 answered; anything else is a refusal with the server's message. */
  code: number;
  msg?: string | undefined;
  data: FirmwareCheck | null;
}

export interface FirmwareCheckContext {
  model: string;
  version: string;
  errors: Partial<Record<FirmwareCheckField, FirmwareCheckError>>;
  /** The server's answer for the fields as they are. */
  result: FirmwareCheck | null;
  /** The server's refusal (unknown model, a version newer than any release). */
  refusal: string | null;
  /** No answer at all (the HTTP client has already said why). */
  failed: boolean;
}

export type FirmwareCheckEvent =
  { type: 'CHANGE'; field: FirmwareCheckField; value: string } | { type: 'SUBMIT' };

/** The field codes of the current values, empty when the check may be sent. */
export function validateFirmwareCheck(
  context: Pick<FirmwareCheckContext, FirmwareCheckField>,
): FirmwareCheckContext['errors'] {
  const errors: FirmwareCheckContext['errors'] = {};
  const model = context.model.trim();
  if (model === '') errors.model = 'required';
  else if (!FIRMWARE_MODEL.test(model)) errors.model = 'format';
  if (context.version.trim() === '') errors.version = 'required';
  else if (!parseFirmwareVersion(context.version)) errors.version = 'format';
  return errors;
}

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
      if (event.type !== 'CHANGE') return {};
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
