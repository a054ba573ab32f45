/**
 * The one HTTP client, implementing the global request rules (spec shop-and-shell §7)
 * and the transport rows of the error catalogue (§8). It knows nothing of React:
 * cookies, notices and the page reload are passed in, so tests can give real
 * ones against a real server and the app gives the browser's.
 */
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { UNAUTHORIZED_RELOAD_MS } from '../domain/timings';
import { ApiError } from './apiError';

/** Spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Body code meaning "here is a fresh access token in the message". */
export const CODE_TOKEN_REFRESH = 11000;
/** HTTP status of a request the server could not accept as sent (its fields, their format). */
export const HTTP_BAD_REQUEST = 400;
/** Body code meaning "business failure: show the message". Also arrives as the string '1e4'. */
export const CODE_BUSINESS_FAILURE = 10000;

export interface HttpClientDeps {
  baseURL: string;
  timeoutMs?: number;
  cookies: {
    get(name: 'access_token' | 'token'): string | undefined;
    setAccessToken(value: string): void;
    remove(name: 'access_token'): void;
  };
  warn(message: string): void;
  /**
   * The page's language, sent as Accept-Language: the server writes its own texts (a 401's
   * message among them) in it, where a call has no `language` parameter to say so.
   */
  language?(): string;
  /** Called once per 401; the app reloads the page after `delayMs`. */
  scheduleReload(delayMs: number): void;
  /** The fetch to send requests with; the browser's by default. */
  fetch?: typeof globalThis.fetch;
  /** Translated texts for failures that have no server message. */
  texts: {
    requestAddressError(): string;
    timeout(): string;
    network(): string;
    httpError(status: number): string;
    unknownError(): string;
    inputIncorrect(): string;
  };
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  body?: Record<string, unknown> | unknown[] | FormData;
}

export interface HttpClient {
  /**
   * Resolves with the response body, or with `undefined` when the body was a
   * token refresh (code 11000). Rejects with an ApiError for every failure.
   */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T | undefined>;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  msg?: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** The backend writes its text in `msg` or `message`; we accept either. */
function envelopeMessage(body: Envelope): string | undefined {
  const value = body.msg ?? body.message;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isBusinessFailure(code: unknown): boolean {
  return code === CODE_BUSINESS_FAILURE || code === '10000' || code === '1e4';
}

function isTokenRefresh(code: unknown): boolean {
  return code === CODE_TOKEN_REFRESH || code === '11000';
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const fetcher = ofetch.create(
    {
      baseURL: deps.baseURL,
      timeout: deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
      retry: 0,
      onRequest({ options }) {
        const headers = options.headers;
        // Multipart uploads need the browser to set their boundary.
        if (!(options.body instanceof FormData)) headers.set('content-type', 'application/json');
        const accessToken = deps.cookies.get('access_token');
        if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
        const token = deps.cookies.get('token');
        if (token) headers.set('token', token);
        const language = deps.language?.();
        if (language) headers.set('accept-language', language);
      },
    },
    { fetch: deps.fetch },
  );

  function transportError(error: unknown, path: string): ApiError {
    if (error instanceof FetchError && error.response) {
      const status = error.response.status;
      const body: unknown = error.data;
      const serverMessage = isEnvelope(body) ? envelopeMessage(body) : undefined;
      if (status === 404) {
        const message = deps.texts.requestAddressError();
        deps.warn(message);
        return new ApiError('http', message, { status, path });
      }
      if (status === 401) {
        const message = serverMessage ?? deps.texts.httpError(status);
        deps.warn(message);
        deps.cookies.remove('access_token');
        deps.scheduleReload(UNAUTHORIZED_RELOAD_MS);
        return new ApiError('http', message, { status, path });
      }
      // A refused request names its field in the server's own (developer) words, in any
      // language: the visitor is told the generic text of content-and-profile §8 instead.
      const message =
        status === HTTP_BAD_REQUEST
          ? deps.texts.inputIncorrect()
          : (serverMessage ?? deps.texts.httpError(status));
      deps.warn(message);
      return new ApiError('http', message, { status, path });
    }
    const cause = error instanceof FetchError ? error.cause : error;
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
    const message = timedOut ? deps.texts.timeout() : deps.texts.network();
    deps.warn(message);
    return new ApiError(timedOut ? 'timeout' : 'network', message, { path });
  }

  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T | undefined> {
      const fetchOptions: FetchOptions<'json'> = {
        method: options.method ?? 'GET',
        query: options.query,
        // Every body but an upload's FormData goes as a JSON document (ofetch serialises it under
        // the content type set above), a saveUser post among them (spec §7).
        body: options.body,
        responseType: 'json',
      };

      let body: unknown;
      try {
        body = await fetcher<unknown>(path, fetchOptions);
      } catch (error) {
        throw transportError(error, path);
      }

      if (isEnvelope(body)) {
        if (isTokenRefresh(body.code)) {
          const token = envelopeMessage(body);
          if (token) deps.cookies.setAccessToken(token);
          return undefined;
        }
        if (isBusinessFailure(body.code)) {
          const message = envelopeMessage(body) ?? deps.texts.unknownError();
          deps.warn(message);
          throw new ApiError('business', message, { code: body.code as number | string, path });
        }
      }
      return body as T;
    },
  };
}
