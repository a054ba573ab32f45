/** The app's HTTP client: the browser's cookies, the toast service and page reload. */
import { t } from '@lingui/core/macro';
import { apiBase } from 'virtual:app-config';
import { cookies } from '../lib/cookies';
import { notifications } from '../lib/notifications';
import { reloadPageAfter } from '../lib/reloadPage';
import { storedLocale } from '../lib/storage';
import { fetchTakingEarlyAnswers } from './earlyAnswers';
import { notifyUnauthorized } from './unauthorized';
import { createHttpClient, type HttpClient, type HttpClientDeps } from './httpClient';

/** The app's own origin (`''`) unless the configuration names the API's (src/config/appConfig.ts). */
export const API_BASE: string = apiBase;

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
    // Looked up on each call, so a test that replaces the global fetch is heard.
    fetch: fetchTakingEarlyAnswers((input, init) => globalThis.fetch(input, init)),
    ...overrides,
  });
}

export const http = createAppHttpClient(API_BASE);
