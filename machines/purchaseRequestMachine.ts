/**
 * The bulk order request of /sendDd (docs/decisions.md "/updView and /sendDd"): product lines
 * with quantities, the office that answers and the customer's contact, checked here, then sent.
 * The receipt (request number, who answers) is shown until the customer starts another request,
 * which keeps the contact details and clears the products.
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  PurchaseReceipt,
  PurchaseRequestForm,
} from '../src/api/contract/company/purchaseRequest';
import { emailProblem, phoneProblem } from '../src/domain/contact';
import { MAX_REQUEST_LINES, requestQuantity } from '../src/domain/purchaseRequest';

export type RequestField =
  | 'businessPerId'
  | 'companyName'
  | 'contactPerson'
  | 'phoneNum'
  | 'email'
  | 'deliveryCity'
  | 'deliveryDate'
  | 'postscript';

const REQUIRED: readonly RequestField[] = ['businessPerId', 'companyName', 'contactPerson'];

/** Field messages, translated by the screen. */
export type RequestError =
  'required' | 'phoneEmpty' | 'phoneNotNumeric' | 'phoneFormat' | 'emailEmpty' | 'emailFormat';

export type LineError = 'chooseProduct' | 'duplicate' | 'quantity';

export interface RequestLine {
  productId: string;
  /** As typed. */
  quantity: string;
}

export interface PurchaseRequestErrors {
  fields: Partial<Record<RequestField, RequestError>>;
  /** By line index. */
  lines: Record<number, LineError[]>;
}

export interface PurchaseRequestContext {
  lines: RequestLine[];
  fields: Record<RequestField, string>;
  errors: PurchaseRequestErrors;
  /** The server's refusal, as it said it. */
  refusal: string | null;
  /** No answer (the HTTP client has already said why). */
  failed: boolean;
  receipt: PurchaseReceipt | null;
}

export type PurchaseRequestEvent =
  | { type: 'CHANGE'; field: RequestField; value: string }
  | { type: 'CHANGE_LINE'; index: number; part: keyof RequestLine; value: string }
  | { type: 'ADD_LINE' }
  | { type: 'REMOVE_LINE'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'START_OVER' };

export interface PurchaseRequestAnswer {
  code: number;
  msg?: string | undefined;
  data: PurchaseReceipt | null;
}

const newLine = (): RequestLine => ({ productId: '', quantity: '1' });

const emptyFields: Record<RequestField, string> = {
  businessPerId: '',
  companyName: '',
  contactPerson: '',
  phoneNum: '',
  email: '',
  deliveryCity: '',
  deliveryDate: '',
  postscript: '',
};

const noErrors: PurchaseRequestErrors = { fields: {}, lines: {} };

/** What is wrong with the request as it stands; nothing when it may be sent. */
export function validatePurchaseRequest(
  context: Pick<PurchaseRequestContext, 'lines' | 'fields'>,
): PurchaseRequestErrors {
  const fields: PurchaseRequestErrors['fields'] = {};
  for (const field of REQUIRED) if (context.fields[field].trim() === '') fields[field] = 'required';
  const phone = phoneProblem(context.fields.phoneNum);
  if (phone) fields.phoneNum = phone;
  const email = emailProblem(context.fields.email);
  if (email) fields.email = email;
  const lines: PurchaseRequestErrors['lines'] = {};
  context.lines.forEach((line, index) => {
    const problems: LineError[] = [];
    if (line.productId === '') problems.push('chooseProduct');
    else if (context.lines.findIndex((other) => other.productId === line.productId) < index)
      problems.push('duplicate');
    if (requestQuantity(line.quantity) === undefined) problems.push('quantity');
    if (problems.length > 0) lines[index] = problems;
  });
  return { fields, lines };
}

const isValid = (errors: PurchaseRequestErrors) =>
  Object.keys(errors.fields).length === 0 && Object.keys(errors.lines).length === 0;

/** The request as the endpoint takes it (only called once the checks pass). */
export function requestBody(context: Pick<PurchaseRequestContext, 'lines' | 'fields'>) {
  const { fields } = context;
  const body: PurchaseRequestForm = {
    lines: context.lines.map((line) => ({
      productId: line.productId,
      quantity: requestQuantity(line.quantity) ?? 0,
    })),
    businessPerId: fields.businessPerId,
    companyName: fields.companyName.trim(),
    contactPerson: fields.contactPerson.trim(),
    phoneNum: fields.phoneNum.trim(),
    email: fields.email.trim(),
    deliveryCity: fields.deliveryCity.trim(),
    deliveryDate: fields.deliveryDate,
    postscript: fields.postscript.trim(),
  };
  return body;
}

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
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...fields } = context.errors.fields;
      return {
        fields: { ...context.fields, [event.field]: event.value },
        errors: { ...context.errors, fields },
        refusal: null,
        failed: false,
      };
    }),
    setLine: assign(({ context, event }) => {
      if (event.type !== 'CHANGE_LINE') return {};
      const lines = context.lines.map((line, index) =>
        index === event.index ? { ...line, [event.part]: event.value } : line,
      );
      const { [event.index]: _cleared, ...lineErrors } = context.errors.lines;
      return { lines, errors: { ...context.errors, lines: lineErrors }, refusal: null };
    }),
    addLine: assign(({ context }) => ({ lines: [...context.lines, newLine()] })),
    removeLine: assign(({ context, event }) => {
      if (event.type !== 'REMOVE_LINE') return {};
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
