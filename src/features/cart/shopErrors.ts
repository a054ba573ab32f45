import { SESSION_EXPIRED } from '../../../machines/paymentPollingRules';
import { isApiError } from '../../api/apiError';
import { isShopNotLoggedIn } from '../../api/cart';

/** An expired login, as the shop machines expect it (docs/decisions/machines-shop.md). */
export const sessionExpiredError = { code: SESSION_EXPIRED } as const;

/** The shop's "not logged in" (statuscode 2) and HTTP 401 both mean the login has expired. */
export function isExpiredLogin(error: unknown): boolean {
  return isShopNotLoggedIn(error) || (isApiError(error) && error.details.status === 401);
}

/** Runs a call; an expired login becomes the machines' `sessionExpired` error. */
export async function withSessionCheck<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isExpiredLogin(error) ? sessionExpiredError : error;
  }
}
