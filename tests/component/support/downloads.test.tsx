import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import {
  getDownloadList,
  type DownloadFile,
  type DownloadPage,
} from '../../../src/api/contract/company/support';
import { renderAppAt, settled, startAppMock } from '../../support/renderApp';
import { forgetLogin, storeLogin } from './harness/storedLogin';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());
afterEach(forgetLogin);

async function filesFromMock(query: Record<string, string | number>): Promise<DownloadPage> {
  const answer = await mock.call(getDownloadList, { query: { pageSize: 6, ...query } });
  return (answer.body as { data: DownloadPage }).data;
}

/** The page of the list that holds the public usage document, and the document. */
async function publicDocument(deviceType: string, language: 'zh' | 'en') {
  const { total } = await filesFromMock({ pageIndex: 1, deviceType, language });
  for (let page = 1; page <= Math.ceil(total / 6); page++) {
    const { downloadList } = await filesFromMock({ pageIndex: page, deviceType, language });
    const file = downloadList.find((candidate: DownloadFile) => !candidate.needLogin);
    if (file) return { page, file };
  }
  throw new Error('the mock has no public document');
}

const rowOf = (fileName: string) => screen.getByText(fileName).closest('li')!;

describe('download page', () => {
  it('needs a login to download, except the public usage document', async () => {
    const { page, file } = await publicDocument('1', 'zh');
    const { router } = await renderAppAt(`/doc?deviceType=1&page=${page}`, 'zh');
    const publicLink = within(rowOf(file.fileName)).getByRole('link', {
      name: `下载 ${file.fileName}`,
    });
    expect(publicLink.getAttribute('href')).toBe(file.filePath);

    const { downloadList } = await filesFromMock({
      pageIndex: page,
      deviceType: '1',
      language: 'zh',
    });
    const locked = downloadList.find((candidate) => candidate.needLogin)!;
    const login = within(rowOf(locked.fileName)).getByRole('link', {
      name: `登录后下载 ${locked.fileName}`,
    });
    expect(within(rowOf(locked.fileName)).queryByRole('link', { name: /^下载/ })).toBeNull();
    // The login brings the visitor back to this very list.
    const here = router.state.location.href;
    expect(here.startsWith('/doc?')).toBe(true);
    fireEvent.click(login);
    await settled(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginn'));
    expect(router.state.location.search).toEqual({ redirect: here });
  });

  it('lets a logged-in user download every file', async () => {
    const { user, token } = mock.createUser();
    storeLogin(token, user.username);
    await renderAppAt('/doc', 'en');
    const { downloadList } = await filesFromMock({ pageIndex: 1, language: 'en' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Log in to download/ })).toBeNull(),
    );
    for (const file of downloadList) {
      expect(
        within(rowOf(file.fileName)).getByRole('link', { name: `Download ${file.fileName}` }),
      ).toBeVisible();
    }
  });

  it('lists the chosen device type from page 1 once checked', async () => {
    const { router } = await renderAppAt('/doc?page=2', 'en');
    fireEvent.change(screen.getByRole('combobox', { name: 'Device type' }), {
      target: { value: '1_en' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await settled(router);
    const dtu = await filesFromMock({ pageIndex: 1, deviceType: '1_en', language: 'en' });
    await waitFor(() => expect(screen.getByText(dtu.downloadList[0]!.fileName)).toBeVisible());
    expect(router.state.location.search).toEqual({ deviceType: '1_en' });
    const list = within(screen.getByRole('main')).getAllByRole('list').at(-1)!;
    expect(within(list).getAllByRole('link', { name: /Download|Log in to download/ })).toHaveLength(
      dtu.downloadList.length,
    );
  });
});

describe.each([
  ['zh', '该分类已不存在。', '查看全部文档'],
  ['en', 'This category no longer exists.', 'Show all documents'],
] as const)('a link to a device type that no longer exists, in %s', (locale, gone, showAll) => {
  it('says so in the page language and offers the whole list', async () => {
    const everything = await filesFromMock({ pageIndex: 1, language: locale });
    const first = everything.downloadList[0]!.fileName;
    const { router } = await renderAppAt('/doc?deviceType=zz', locale);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(gone);
    expect(screen.queryByText(first)).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: showAll }));
    await settled(router);
    await waitFor(() => expect(rowOf(first)).not.toBeNull());
    expect(router.state.location.search).toEqual({});
  });
});
