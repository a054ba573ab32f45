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

let pageLife = 0;

/** Which page life a call was made in (`endPageLife`). */
export const currentPageLife = (): number => pageLife;

/**
 * Ends the page's life, as leaving the page would: the calls it made that are still under way are
 * never answered (`clientToTarget`), and it has no server or gate. The screens' setup calls it
 * before each file, where the files of a worker share the app's modules: a call the last file left
 * under way (the home page it had just opened as its server closed) would otherwise fail with a
 * network error notice over the next file's first test.
 */
export function endPageLife(): void {
  pageLife += 1;
  apiTarget.url = '';
  apiTarget.gate = undefined;
}
