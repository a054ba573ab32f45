import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
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

const treeItems = () => screen.getAllByRole('treeitem').map((item) => item.textContent);

describe('developer centre', () => {
  it('falls back to the public index when logged out', async () => {
    await renderAppAt('/developer', 'zh');
    expect(screen.getByRole('tree')).toBeVisible();
    const folders = screen
      .getAllByRole('treeitem')
      .filter((item) => item.getAttribute('aria-expanded') !== null);
    expect(
      folders.map((folder) => folder.querySelector('[data-part="branch-text"]')?.textContent),
    ).toContain('快速入门');
    expect(treeItems().join(' ')).not.toMatch(/内部资料|内部调试接口/);
    expect(screen.getByText('选择文档即可在文档中心阅读。登录后还可查看内部资料。')).toBeVisible();
  });

  it('shows the private index, internal documents included, when logged in', async () => {
    const { user, token } = mock.createUser();
    storeLogin(token, user.username);
    await renderAppAt('/developer', 'zh');
    await waitFor(() => expect(treeItems().join(' ')).toMatch(/内部资料/));
  });

  it('opens a document in the document centre', async () => {
    const { router } = await renderAppAt('/developer', 'en');
    fireEvent.click(screen.getByText('Getting Started'));
    fireEvent.click(await screen.findByText('Module Selection Guide'));
    await settled(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/docCenter'));
    expect(router.state.location.search).toEqual({
      docUrl: '/__mock/docs/di1101_en?lang=en',
    });
    await waitFor(() =>
      expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
        `${window.location.origin}/__mock/docs/di1101_en?lang=en`,
      ),
    );
  });
});
