import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { searchDoc, type DocSearchResult } from '../../../src/api/contract/portal/doc';
import { renderAppAt, settled, startAppMock } from '../../support/renderApp';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

const app = window.location.origin;
const frame = () => document.querySelector('iframe');

describe('document centre', () => {
  it('frames the documentation index by default', async () => {
    await renderAppAt('/docCenter', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '文档中心' })).toBeVisible();
    expect(frame()?.getAttribute('src')).toBe(`${app}/__mock/docs/?lang=zh`);
    expect(frame()?.getAttribute('title')).toBe('文档');
  });

  it('frames the document its docUrl names on the documentation site', async () => {
    const docUrl = encodeURIComponent('/__mock/docs/di1101?lang=en');
    await renderAppAt(`/docCenter?docUrl=${docUrl}`, 'en');
    expect(frame()?.getAttribute('src')).toBe(`${app}/__mock/docs/di1101?lang=en`);
  });

  it.each([
    ['a foreign origin', 'https://evil.example.com/page'],
    ['javascript:', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.example.com/__mock/docs/di1101'],
  ])('shows a translated not-found view for %s, framing nothing', async (_case, docUrl) => {
    await renderAppAt(`/docCenter?docUrl=${encodeURIComponent(docUrl)}`, 'zh');
    expect(screen.getByRole('heading', { name: '未找到文档' })).toBeVisible();
    expect(frame()).toBeNull();
    expect(screen.getByRole('link', { name: '文档首页' }).getAttribute('href')).toBe('/docCenter');
  });

  it('finds documents by name and opens one in the frame', async () => {
    const { router } = await renderAppAt('/helpCenter', 'en');
    expect(frame()?.getAttribute('src')).toBe(`${app}/__mock/docs/di2103?lang=en`);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the documentation' }), {
      target: { value: 'AT command manual' },
    });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    await settled(router);
    const found = await screen.findByRole('list', { name: 'Documents found' });
    const link = await waitFor(() => {
      const first = found.querySelector('a');
      if (!first) throw new Error('no result');
      return first;
    });
    const answer = await mock.call(searchDoc, {
      query: { keyWord: 'AT command manual', language: 'en' },
    });
    const newest = (answer.body as { data: DocSearchResult[] }).data[0]!;
    expect(link.textContent).toBe(newest.itemName);
    fireEvent.click(link);
    await settled(router);
    await waitFor(() =>
      expect(frame()?.getAttribute('src')).toBe(`${app}/__mock/docs/${newest.itemId}?lang=en`),
    );
    expect(router.state.location.pathname).toBe('/helpCenter');
  });
});
