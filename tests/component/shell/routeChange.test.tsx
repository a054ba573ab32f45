import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { Locale } from '../../../src/i18n/locales';
import { renderAppAt, settled, withAppMock } from '../../support/renderApp';
import { holdCalls, release, stopHolding } from '../orders/support/heldCalls';
import './support/shellSetup';

vi.setConfig({ testTimeout: 60_000 });

withAppMock();

/**
 * The calls whose path has this part wait until `answer` lets the first go: the page stays on
 * its way for as long as the test looks. A latency of 1.5 s made each test wait that long, and
 * an answer could still come before a look on a busy machine.
 */
function holdBack(path: string) {
  holdCalls([path]);
  onTestFinished(stopHolding);
}

/** Lets the held call go once the app has made it, and the calls after it go at once. */
async function answer(path: string) {
  await waitFor(() => expect(release(path)).toBe(true));
  stopHolding();
}

const texts = {
  en: { loading: 'Loading the page', news: 'News centre' },
  zh: { loading: '正在加载页面', news: '新闻中心' },
} satisfies Record<Locale, unknown>;

describe.each(['en', 'zh'] as const)('a change of page (%s)', (locale) => {
  const text = texts[locale];

  it('says at once that the next page is loading, and the page being left takes no input', async () => {
    const { router } = await renderAppAt('/homePage', locale);
    const main = screen.getByRole('main');
    holdBack('abouReach');
    act(() => void router.navigate({ to: '/reach' }));

    await screen.findByRole('progressbar', { name: text.loading });
    expect(main.hasAttribute('inert')).toBe(true);
    expect(main.getAttribute('aria-busy')).toBe('true');

    await answer('abouReach');
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
    holdBack('getNewsList');
    act(() => void router.navigate({ to: '/news', search: { page: 2 } }));
    await waitFor(() => expect(router.state.status).toBe('pending'));
    expect(screen.queryByRole('progressbar', { name: text.loading })).toBeNull();
    expect(main.hasAttribute('inert')).toBe(false);
    await answer('getNewsList');
    await settled(router);
  });
});
