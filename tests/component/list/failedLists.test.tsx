/**
 * Every list screen tells a list that failed to load from an empty one: the failure says so, with
 * a button that asks for the list again, and never the "nothing published" text; an empty answer
 * says that, and no failure. Driven by the mock's scenarios (README, `/__mock/scenario`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import { getNewsList, getVideoList } from '../../../src/api/contract/company/media';
import { getDownloadList } from '../../../src/api/contract/company/support';
import { getFirmwareList } from '../../../src/api/contract/company/firmware';
import {
  getAgentList,
  getCooperationList,
  getIncubatorList,
  getSuccCaseList,
} from '../../../src/api/contract/company/cooperate';
import { getPublicDocIndex, searchDoc } from '../../../src/api/contract/portal/doc';
import { orderList } from '../../../src/api/contract/shop/orders';
import { renderAppAt, setMockScenario, withAppMock } from '../../support/renderApp';
import { shopper } from '../../contract/shop/support';
import { forgetLogin, storeLogin } from '../support/harness/storedLogin';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

const mock = withAppMock();
afterEach(forgetLogin);

const DOC_KEYWORD = 'NB';

interface ListScreen {
  url: string;
  endpoint: Endpoint;
  /** The sentence of the failure. */
  failed: string;
  /** What the screen says for an empty answer (the mock's `empty` scenario). */
  empty: string | RegExp;
  /** A text the loaded list shows, read from the mock. */
  loaded: () => Promise<string>;
  /** The loaded text is a picture's name (the partners' logos). */
  picture?: boolean;
  /** Lists of a logged-in customer. */
  login?: boolean;
}

/** The `data` of a portal answer from the mock, in English. */
async function dataOf<T>(endpoint: Endpoint, query: Record<string, unknown> = {}): Promise<T> {
  const answer = await mock().call(endpoint, { query: { language: 'en', ...query } });
  return (answer.body as { data: T }).data;
}

const screens: Record<string, ListScreen> = {
  news: {
    url: '/news',
    endpoint: getNewsList,
    failed: 'The news could not be loaded.',
    empty: 'No news has been published yet.',
    loaded: async () =>
      (await dataOf<{ newsList: { title: string }[] }>(getNewsList, { pageIndex: 1, pageSize: 6 }))
        .newsList[0]!.title,
  },
  videos: {
    url: '/videoView',
    endpoint: getVideoList,
    failed: 'The videos could not be loaded.',
    empty: 'No videos have been published here yet.',
    loaded: async () =>
      (
        await dataOf<{ videoList: { videoName: string }[] }>(getVideoList, {
          pageIndex: 1,
          pageSize: 6,
        })
      ).videoList[0]!.videoName,
  },
  downloads: {
    url: '/doc',
    endpoint: getDownloadList,
    failed: 'The documents could not be loaded.',
    empty: 'No documents are available for download yet.',
    loaded: async () =>
      (
        await dataOf<{ downloadList: { fileName: string }[] }>(getDownloadList, {
          pageIndex: 1,
          pageSize: 6,
        })
      ).downloadList[0]!.fileName,
  },
  firmware: {
    url: '/updView',
    endpoint: getFirmwareList,
    failed: 'The released firmware could not be loaded.',
    empty: 'No firmware has been released for this device type yet.',
    loaded: async () => (await dataOf<{ model: string }[]>(getFirmwareList))[0]!.model,
  },
  'success cases': {
    url: '/cooperation?succs=true',
    endpoint: getSuccCaseList,
    failed: 'The success cases could not be loaded.',
    empty: /Case studies will be published here\./,
    loaded: async () =>
      (
        await dataOf<{ succCaseList: { title: string }[] }>(getSuccCaseList, {
          pageIndex: 1,
          pageSize: 6,
        })
      ).succCaseList[0]!.title,
  },
  partners: {
    url: '/cooperation',
    endpoint: getCooperationList,
    failed: 'The partners could not be loaded.',
    empty: /Register to become one of our partners\./,
    loaded: async () => (await dataOf<{ name: string }[]>(getCooperationList))[0]!.name,
    picture: true,
  },
  agents: {
    url: '/agent',
    endpoint: getAgentList,
    failed: 'Failed to get agents',
    // No agent: the introduction and the way to apply stand alone (content-and-profile §9).
    empty: 'Apply to become an agent',
    loaded: async () => `Show the ${(await dataOf<unknown[]>(getAgentList)).length} agents`,
  },
  incubators: {
    url: '/incubator',
    endpoint: getIncubatorList,
    failed: 'The incubators could not be loaded.',
    empty: 'No incubator is taking applications at the moment. Please come back soon.',
    loaded: async () => (await dataOf<{ tiltle: string }[]>(getIncubatorList))[0]!.tiltle,
  },
  'document search': {
    url: `/docCenter?keyWord=${DOC_KEYWORD}`,
    endpoint: searchDoc,
    failed: 'The search could not be done.',
    empty: `Nothing matches “${DOC_KEYWORD}”.`,
    loaded: async () =>
      (await dataOf<{ itemName: string }[]>(searchDoc, { keyWord: DOC_KEYWORD }))[0]!.itemName,
  },
  'documentation index': {
    url: '/developer',
    endpoint: getPublicDocIndex,
    failed: 'The documentation index could not be loaded.',
    empty: /The documentation index is being prepared\./,
    loaded: async () =>
      (await dataOf<{ projectName: string }[]>(getPublicDocIndex))[0]!.projectName,
  },
  orders: {
    url: '/buyTab',
    endpoint: orderList,
    failed: 'Your orders could not be loaded.',
    // A new customer has no orders (the shop's answers keep their records in the `empty` scenario).
    empty: 'No orders here.',
    loaded: () => Promise.resolve('No orders here.'),
    login: true,
  },
};

function logIn(list: ListScreen) {
  if (!list.login) return;
  const { user, token } = shopper(mock());
  storeLogin(token, user.username);
}

/** The part of the endpoint's path the scenario matches: its last segment. */
const pathOf = (endpoint: Endpoint) => endpoint.path.split('/').pop() ?? endpoint.path;

describe.each(Object.entries(screens))('the %s list', (_, list) => {
  it('says that it failed, not that it is empty, and loads again on request', async () => {
    logIn(list);
    await setMockScenario(mock(), { kind: 'http404', path: pathOf(list.endpoint), times: 1 });
    await renderAppAt(list.url, 'en');
    const failure = await screen.findByText(list.failed, {}, { timeout: 10_000 });
    expect(failure).toBeVisible();
    const alert = failure.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not announced');
    if (typeof list.empty === 'string' && !list.login && list.url !== '/agent') {
      expect(screen.queryByText(list.empty)).toBeNull();
    }
    const loaded = await list.loaded();
    // An awaited act: the list loads again, and its render suspends until the answer is here.
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    await act(async () => fireEvent.click(tryAgain));
    expect(
      await (list.picture ? screen.findByAltText(loaded) : screen.findByText(loaded)),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText(list.failed)).toBeNull());
  });

  it('says that an empty answer is empty, with no failure', async () => {
    logIn(list);
    if (!list.login) {
      await setMockScenario(mock(), { kind: 'empty', path: pathOf(list.endpoint), times: 1 });
    }
    await renderAppAt(list.url, 'en');
    expect(await screen.findByText(list.empty)).toBeVisible();
    expect(screen.queryByText(list.failed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
