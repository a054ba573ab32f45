/** Why a request failed, as a caller can act on it. */
export type ApiErrorKind =
  /** No answer within the request timeout. */
  | 'timeout'
  /** The server could not be reached at all. */
  | 'network'
  /** The server answered with an HTTP error status. */
  | 'http'
  /** The server answered 200 with a failure code in the body (code 10000). */
  | 'business';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { status?: number; code?: number | string; path?: string } = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
