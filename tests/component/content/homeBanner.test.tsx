import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { HomeBanner } from '../../../src/features/home/HomeBanner';
import { loadCarouselMachine } from '../../../src/features/home/useCarousel';
import { BANNER_INTERVAL_MS } from '../../../machines/bannerCarouselTypes';
import type { Banner } from '../../../src/api/contract/portal/home';
import { BANNERS, settledPromise } from '../../support/homeBanners';
import { switchTestLocale } from '../../support/i18n';

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

async function renderBanner(banners: Banner[] = BANNERS) {
  await switchTestLocale('en');
  // The machine's code is here, as on a return to the home page (its late arrival:
  // homeBannerMachineLoad.test.tsx).
  await loadCarouselMachine();
  // The clock the carousel reads too: it counts the time a banner was shown before its machine
  // started, and a real millisecond passing in between (a busy machine) turned it 1 ms early.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
  });
  render(
    <I18nProvider i18n={i18n}>
      <HomeBanner banners={settledPromise(banners)} />
    </I18nProvider>,
  );
}

const carousel = () => screen.getByRole('region', { name: 'Highlights' });
const shownTitle = () =>
  within(carousel())
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')?.textContent;

beforeEach(() => preferReducedMotion(false));
afterEach(() => vi.useRealTimers());

describe('home banner carousel', () => {
  it('turns to the next banner every 6000 ms and wraps around', async () => {
    await renderBanner();
    expect(shownTitle()).toBe('Modules');
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1));
    expect(shownTitle()).toBe('Modules');
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toBe('Gateways');
    act(() => vi.advanceTimersByTime(2 * BANNER_INTERVAL_MS));
    expect(shownTitle()).toBe('Modules');
  });

  it('holds still while the pointer is on it or focus is in it', async () => {
    await renderBanner();
    fireEvent.pointerEnter(carousel());
    act(() => vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS));
    expect(shownTitle()).toBe('Modules');
    // The arrows still work while it is held.
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Next banner' }));
    expect(shownTitle()).toBe('Gateways');
    fireEvent.focus(within(carousel()).getByRole('button', { name: 'Show banner 3' }));
    fireEvent.pointerLeave(carousel());
    act(() => vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS));
    expect(shownTitle()).toBe('Gateways');
    fireEvent.blur(within(carousel()).getByRole('button', { name: 'Show banner 3' }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownTitle()).toBe('Meters');
  });

  it('never turns on its own for a visitor who prefers reduced motion', async () => {
    preferReducedMotion(true);
    await renderBanner();
    act(() => vi.advanceTimersByTime(5 * BANNER_INTERVAL_MS));
    expect(shownTitle()).toBe('Modules');
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Show banner 2' }));
    expect(shownTitle()).toBe('Gateways');
  });

  it('links each banner to its page and loads only the first picture at once', async () => {
    await renderBanner();
    const links = within(carousel()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#/produceSeries?routerId=p1_en',
      '#/produceSeries?routerId=p2_en',
      '#/produceSeries?routerId=p3_en',
    ]);
    const pictures = carousel().querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('shows the built-in banner without arrows when the backend has none', async () => {
    await renderBanner([]);
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
    expect(screen.getByText('Connecting every device to the cloud')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
