/**
 * The payment-success countdown's length, tick and types (the machine is in
 * paymentSuccessMachine.ts).
 */

/** Seconds the payment-success page counts down before opening the orders (spec §2.9). */
export const SUCCESS_REDIRECT_S = 10;

/** One step of the payment-success countdown. */
export const SUCCESS_TICK_MS = 1_000;

export interface PaymentSuccessContext {
  /** Seconds shown, SUCCESS_REDIRECT_S..1. */
  secondsLeft: number;
}

export type PaymentSuccessEvent = { type: 'GO_TO_ORDERS' };
