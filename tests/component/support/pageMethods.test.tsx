/**
 * The calls content-and-profile §7 documents with a method per page: the screen sends the method
 * of its own page (the mock accepts both and refuses any other, so only the screen can drift).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import {
  getBusinessConsult,
  getDeviceTypeList,
  type BusinessOffice,
  type DeviceType,
} from '../../../src/api/contract/company/support';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import { http } from '../../../src/api/client';
import { renderAppAt, startAppMock } from '../../support/renderApp';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());
afterEach(() => vi.restoreAllMocks());

/** The spec's rows: "POST … (GET on the how-to-buy page)", "GET … (POST on the download page)". */
const PAGES: readonly [route: string, method: 'GET' | 'POST', endpoint: Endpoint][] = [
  ['/howBuy', 'GET', getBusinessConsult],
  ['/business', 'POST', getBusinessConsult],
  ['/contact', 'POST', getBusinessConsult],
  ['/doc', 'POST', getDeviceTypeList],
  ['/updView', 'GET', getDeviceTypeList],
];

async function shownName(endpoint: Endpoint): Promise<string> {
  const answer = await mock.call(endpoint, { query: { language: 'en' } });
  const [first] = (answer.body as { data: (BusinessOffice | DeviceType)[] }).data;
  if (!first) throw new Error(`the mock has no ${endpoint.name} entries`);
  return 'typeName' in first ? first.typeName : first.title;
}

describe('a call documented with a method per page', () => {
  it.each(PAGES)('%s sends %s', async (route, method, endpoint) => {
    const requests = vi.spyOn(http, 'request');
    await renderAppAt(route, 'en');
    // The answer reaches the screen: the first office or device type is on it.
    expect((await screen.findAllByText(await shownName(endpoint))).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        requests.mock.calls
          .filter(([path]) => path === endpoint.path)
          .map(([, options]) => options?.method),
      ).toEqual([method]),
    );
  });
});
