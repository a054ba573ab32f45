import { afterEach, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { HomeBanner } from '../../../src/features/home/HomeBanner';
import { loadCarouselMachine, MACHINE_LEAD_MS } from '../../../src/features/home/useCarousel';
import { BANNER_INTERVAL_MS } from '../../../machines/bannerCarouselTypes';
import { BANNERS, settledPromise } from '../../support/homeBanners';
import { switchTestLocale } from '../../support/i18n';

// Its own file: the carousel's machine loads once per page (here, per test file), and the
// other banner tests start with it loaded.

const shownTitle = () =>
  within(screen.getByRole('region', { name: 'Highlights' }))
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')?.textContent;

afterEach(() => vi.useRealTimers());

it('shows the first banner before its machine arrives, and still turns 6000 ms after it appeared', async () => {
  await switchTestLocale('en');
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query }) as unknown as MediaQueryList;
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
  });
  render(
    <I18nProvider i18n={i18n}>
      <HomeBanner banners={settledPromise(BANNERS)} />
    </I18nProvider>,
  );
  expect(shownTitle()).toBe('Modules');
  // Some time before the first turn the machine's code starts loading; it starts on arrival.
  await act(() => vi.advanceTimersByTimeAsync(BANNER_INTERVAL_MS - MACHINE_LEAD_MS));
  await act(() => loadCarouselMachine());
  expect(shownTitle()).toBe('Modules');
  act(() => vi.advanceTimersByTime(MACHINE_LEAD_MS - 1));
  expect(shownTitle()).toBe('Modules');
  act(() => vi.advanceTimersByTime(1));
  expect(shownTitle()).toBe('Gateways');
  act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
  expect(shownTitle()).toBe('Meters');
});
