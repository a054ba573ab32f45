/**
 * The payment polling's answers, types and the session-expired error (the machine is in
 * paymentPollingMachine.ts).
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/** The payment check's answer for a paid order (spec §4: "a result of 1"). */
export const PAID_ANSWER = '1';

/**
 * How any actor of the shop machines reports an expired session: it rejects
 * with an error whose `code` is this value (the app maps its own signals, e.g.
 * HTTP 401 or token check 1/2, to it). Any other rejection is a plain failure.
 */
export const SESSION_EXPIRED = 'sessionExpired';

/** True for an actor error that means the login session has expired. */
export function isSessionExpiredError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === SESSION_EXPIRED
  );
}

export interface PaymentPollingInput {
  /** The order id, sent as out_trade_no. */
  orderId: string;
  /** Checks per round; defaults to MAX_PAYMENT_CHECKS (smaller only in tests). */
  maxChecks?: number;
}

export interface CheckPaymentInput {
  orderId: string;
}

/** How polling ended, for the parent (the checkout) or the screen. */
export type PaymentPollingResult = 'paid' | 'sessionExpired';

export interface PaymentPollingOutput {
  result: PaymentPollingResult;
}

export interface PaymentPollingContext {
  orderId: string;
  maxChecks: number;
  /** Checks still to come in this round, for the screen's "tries left". */
  triesLeft: number;
}

export type PaymentPollingEvent =
  | { type: 'RETRY' }
  // Completions of the invoked check, named so guards can read them.
  | DoneActorEvent<string, 'checkPayment'>
  | ErrorActorEvent<unknown, 'checkPayment'>;
