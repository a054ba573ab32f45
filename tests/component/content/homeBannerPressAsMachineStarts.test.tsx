import { expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { HomeBanner } from '../../../src/features/home/HomeBanner';
import { loadCarouselMachine } from '../../../src/features/home/useCarousel';
import { BANNERS, settledPromise } from '../../support/homeBanners';
import { switchTestLocale } from '../../support/i18n';

// Its own file: the carousel's machine loads once per page (here, per test file), and this test
// needs it to arrive while the carousel is shown.

const carousel = () => screen.getByRole('region', { name: 'Highlights' });
const shownTitle = () =>
  within(carousel())
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')?.textContent;

it('takes a press made as its machine starts, before the carousel has rendered with it', async () => {
  await switchTestLocale('en');
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query }) as unknown as MediaQueryList;
  render(
    <I18nProvider i18n={i18n}>
      <HomeBanner banners={settledPromise(BANNERS)} />
    </I18nProvider>,
  );
  const next = within(carousel()).getByRole('button', { name: 'Next banner' });
  // The first press asks for the machine; it starts as its code arrives, and the second press
  // comes before React has rendered the carousel with it (a loaded machine, a busy page).
  fireEvent.click(next);
  await act(async () => {
    await loadCarouselMachine();
    fireEvent.click(next);
  });
  expect(shownTitle()).toBe('Meters');
});
