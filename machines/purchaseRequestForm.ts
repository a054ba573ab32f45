/**
 * The bulk order request's types, its checks and the body it sends (the machine is in
 * purchaseRequestMachine.ts).
 */
import type {
  PurchaseReceipt,
  PurchaseRequestForm,
} from '../src/api/contract/company/purchaseRequest';
import { emailProblem, phoneProblem } from '../src/domain/contact';
import { requestQuantity } from '../src/domain/purchaseRequest';

export type RequestField =
  | 'businessPerId'
  | 'companyName'
  | 'contactPerson'
  | 'phoneNum'
  | 'email'
  | 'deliveryCity'
  | 'deliveryDate'
  | 'postscript';

export const REQUIRED: readonly RequestField[] = ['businessPerId', 'companyName', 'contactPerson'];

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

export const newLine = (): RequestLine => ({ productId: '', quantity: '1' });

export const emptyFields: Record<RequestField, string> = {
  businessPerId: '',
  companyName: '',
  contactPerson: '',
  phoneNum: '',
  email: '',
  deliveryCity: '',
  deliveryDate: '',
  postscript: '',
};

export const noErrors: PurchaseRequestErrors = { fields: {}, lines: {} };

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

export const isValid = (errors: PurchaseRequestErrors) =>
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
