import { isApiError, type ApiError } from '../../src/api/apiError';

/** The ApiError a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
