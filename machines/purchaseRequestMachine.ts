/**
 * The bulk order request of /sendDd (docs/decisions.md "/updView and /sendDd"): product lines
 * with quantities, the office that answers and the customer's contact, checked here, then sent.
 * The receipt (request number, who answers) is shown until the customer starts another request,
 * which keeps the contact details and clears the products.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  PurchaseReceipt,
  PurchaseRequestForm,
} from '../src/api/contract/company/purchaseRequest';
import { MAX_REQUEST_LINES } from '../src/domain/purchaseRequest';
import {
  type PurchaseRequestContext,
  type PurchaseRequestEvent,
  type PurchaseRequestAnswer,
  newLine,
  emptyFields,
  noErrors,
  validatePurchaseRequest,
  isValid,
  requestBody,
} from './purchaseRequestForm';

export const purchaseRequestMachine = setup({
  types: {
    context: {} as PurchaseRequestContext,
    events: {} as PurchaseRequestEvent,
  },
  actors: {
    /** `POST /support/submitPurchaseRequest`. */
    send: fromPromise<PurchaseRequestAnswer, PurchaseRequestForm>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const { [event.field]: _cleared, ...fields } = context.errors.fields;
      return {
        fields: { ...context.fields, [event.field]: event.value },
        errors: { ...context.errors, fields },
        refusal: null,
        failed: false,
      };
    }),
    setLine: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_LINE');
      const lines = context.lines.map((line, index) =>
        index === event.index ? { ...line, [event.part]: event.value } : line,
      );
      const { [event.index]: _cleared, ...lineErrors } = context.errors.lines;
      return { lines, errors: { ...context.errors, lines: lineErrors }, refusal: null };
    }),
    addLine: assign(({ context }) => ({ lines: [...context.lines, newLine()] })),
    removeLine: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE_LINE');
      // Line errors are by index: they are checked again on the next send.
      return {
        lines: context.lines.filter((_, index) => index !== event.index),
        errors: { ...context.errors, lines: {} },
      };
    }),
    showErrors: assign(({ context }) => ({ errors: validatePurchaseRequest(context) })),
    clearMessages: assign({ errors: noErrors, refusal: null, failed: false }),
    keepReceipt: assign((_, params: { receipt: PurchaseReceipt | null }) => ({
      receipt: params.receipt,
    })),
    keepRefusal: assign((_, params: { message: string | undefined }) => ({
      refusal: params.message ?? '',
    })),
    markFailed: assign({ failed: true }),
    /** Another request for the same customer: the products go, the contact stays. */
    startOver: assign({ lines: [newLine()], receipt: null }),
  },
  guards: {
    hasErrors: ({ context }) => !isValid(validatePurchaseRequest(context)),
    canAddLine: ({ context }) => context.lines.length < MAX_REQUEST_LINES,
    canRemoveLine: ({ context }) => context.lines.length > 1,
    isAccepted: (_, params: { answer: PurchaseRequestAnswer }) =>
      params.answer.code === 1 && params.answer.data !== null,
  },
}).createMachine({
  id: 'purchaseRequest',
  context: {
    lines: [newLine()],
    fields: emptyFields,
    errors: noErrors,
    refusal: null,
    failed: false,
    receipt: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setField' },
        CHANGE_LINE: { actions: 'setLine' },
        ADD_LINE: { guard: 'canAddLine', actions: 'addLine' },
        REMOVE_LINE: { guard: 'canRemoveLine', actions: 'removeLine' },
        SUBMIT: [
          { guard: 'hasErrors', actions: 'showErrors' },
          { target: 'sending', actions: 'clearMessages' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => requestBody(context),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'sent',
            actions: {
              type: 'keepReceipt',
              params: ({ event }) => ({ receipt: event.output.data }),
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
    sent: {
      on: { START_OVER: { target: 'editing', actions: 'startOver' } },
    },
  },
});
