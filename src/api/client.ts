/** The app's HTTP client: the browser's cookies, the toast service and page reload. */
import { t } from '@lingui/core/macro';
import { cookies } from '../lib/cookies';
import { notifications } from '../lib/notifications';
import { reloadPageAfter } from '../lib/reloadPage';
import { storedLocale } from '../lib/storage';
import { notifyUnauthorized } from './unauthorized';
import { createHttpClient, type HttpClient, type HttpClientDeps } from './httpClient';

/** Same origin unless VITE_API_BASE names another host (the mock runs on the same origin). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** Texts for failures without a server message, translated when they are shown. */
const texts: HttpClientDeps['texts'] = {
  requestAddressError: () => t`Request address error`,
  timeout: () => t`The server took too long to answer. Please try again.`,
  network: () => t`Network error: the server could not be reached.`,
  httpError: (status) => t`Server error (${status}). Please try again later.`,
  unknownError: () => t`Unknown error`,
  inputIncorrect: () => t`The information entered is incorrect`,
};

export function createAppHttpClient(
  baseURL: string,
  overrides: Partial<HttpClientDeps> = {},
): HttpClient {
  return createHttpClient({
    baseURL,
    cookies,
    language: storedLocale,
    warn: (message) => notifications.notify('warning', message),
    scheduleReload: (delayMs) => {
      if (!notifyUnauthorized()) reloadPageAfter(delayMs);
    },
    texts,
    ...overrides,
  });
}

export const http = createAppHttpClient(API_BASE);
