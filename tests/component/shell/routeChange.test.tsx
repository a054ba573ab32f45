import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { Locale } from '../../../src/i18n/locales';
import { renderAppAt, setMockScenario, settled, withAppMock } from '../../support/renderApp';
import './support/shellSetup';

vi.setConfig({ testTimeout: 60_000 });

const mock = withAppMock();

/** The next call whose path has this part answers only after a while. */
const slowDown = (path: string) =>
  setMockScenario(mock(), { kind: 'latency', path, latencyMs: 1_500, times: 1 });

const texts = {
  en: { loading: 'Loading the page', news: 'News centre' },
  zh: { loading: '正在加载页面', news: '新闻中心' },
} satisfies Record<Locale, unknown>;

describe.each(['en', 'zh'] as const)('a change of page (%s)', (locale) => {
  const text = texts[locale];

  it('says at once that the next page is loading, and the page being left takes no input', async () => {
    const { router } = await renderAppAt('/homePage', locale);
    const main = screen.getByRole('main');
    await slowDown('abouReach');
    act(() => void router.navigate({ to: '/reach' }));

    await screen.findByRole('progressbar', { name: text.loading });
    expect(main.hasAttribute('inert')).toBe(true);
    expect(main.getAttribute('aria-busy')).toBe('true');

    await settled(router);
    expect(router.state.location.pathname).toBe('/reach');
    expect(screen.queryByRole('progressbar', { name: text.loading })).toBeNull();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(main.hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps the page usable while only its query changes (another page of the list)', async () => {
    const { router } = await renderAppAt('/news', locale);
    await screen.findByRole('heading', { level: 1, name: text.news });
    const main = screen.getByRole('main');
    await slowDown('getNewsList');
    act(() => void router.navigate({ to: '/news', search: { page: 2 } }));
    await waitFor(() => expect(router.state.status).toBe('pending'));
    expect(screen.queryByRole('progressbar', { name: text.loading })).toBeNull();
    expect(main.hasAttribute('inert')).toBe(false);
    await settled(router);
  });
});
