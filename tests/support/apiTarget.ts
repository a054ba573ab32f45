import type { RequestOptions } from '../../src/api/httpClient';

/**
 * Where the app's HTTP client sends requests in component tests (`clientToTarget`): the test's
 * server, and, while a test holds calls (tests/component/orders/support/heldCalls.ts), the gate
 * each call passes first, which gives the options to send it with once the test lets it go.
 */
export const apiTarget: {
  url: string;
  gate?: (path: string, options: RequestOptions) => Promise<RequestOptions> | undefined;
} = { url: '' };
