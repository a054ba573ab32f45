import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { renderProgrammeRoute } from './support/renderProgrammeRoute';
import { startAppMock } from '../../support/renderApp';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

describe('/cooperation', { timeout: 30_000 }, () => {
  it('opens on the partners tab with the partner logos, in Chinese', async () => {
    await renderProgrammeRoute('/cooperation', { locale: 'zh' });
    const partners = await screen.findByRole('tab', { name: '合作伙伴' });
    expect(partners.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('img').length).toBeGreaterThan(0);
    // The success cases wait, hidden, in their own panel.
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels.filter((element) => element.hidden)).toHaveLength(1);
    expect(screen.getByRole('link', { name: '注册成为合作伙伴' }).getAttribute('href')).toBe(
      '/contract',
    );
    expect(screen.getByRole('link', { name: '进入商城' }).getAttribute('href')).toBe('/storePage');
  });

  it('selects the success cases when succs is present, six to a page', async () => {
    const { router } = await renderProgrammeRoute('/cooperation?succs=true', { locale: 'en' });
    const cases = await screen.findByRole('tab', { name: 'Success cases' });
    expect(cases.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    const titles = within(panel).getAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(6);
    const firstTitle = titles[0]?.textContent;
    const pages = screen.getByRole('navigation', { name: 'Success case pages' });
    await act(async () => within(pages).getByRole('button', { name: 'Next page' }).click());
    await vi.waitFor(() => expect(router.state.location.searchStr).toBe('?succs=true&page=2'));
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 })[0]?.textContent,
      ).not.toBe(firstTitle),
    );
  });

  it('offers page 1 on a page of success cases past the end', async () => {
    const { router } = await renderProgrammeRoute('/cooperation?succs=true&page=9', {
      locale: 'en',
    });
    expect(await screen.findByText('There is nothing on this page any more.')).toBeVisible();
    expect(screen.queryByText(/Case studies will be published here/)).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Go to the first page' }).click());
    await vi.waitFor(() => expect(router.state.location.searchStr).toBe('?succs=true&page=1'));
    expect(
      await within(screen.getByRole('tabpanel')).findAllByRole('heading', { level: 3 }),
    ).toHaveLength(6);
  });

  it('accepts succs with any value, and switching tabs updates the query', async () => {
    const { router } = await renderProgrammeRoute('/cooperation?succs', { locale: 'en' });
    expect(
      (await screen.findByRole('tab', { name: 'Success cases' })).getAttribute('aria-selected'),
    ).toBe('true');
    await act(async () => screen.getByRole('tab', { name: 'Partners' }).click());
    await vi.waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('tab', { name: 'Partners' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows the built-in text when the backend gives no partners', async () => {
    await mock.raw('/__mock/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'getCooperationList', kind: 'empty', times: 1 }),
    });
    await renderProgrammeRoute('/cooperation', { locale: 'en' });
    expect(
      await screen.findByText(/We work with device makers, system integrators and cloud providers/),
    ).toBeVisible();
    expect(screen.queryByText('The partners could not be loaded.')).toBeNull();
  });
});
