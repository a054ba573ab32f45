import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, withAppMock } from '../../support/renderApp';
import { loadSecondShop } from '../../../src/features/shop/second/secondShopData';
import { SECOND_HEADER_OPEN_DELAY_MS } from '../../../machines/megaMenuTypes';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 10_000 });

withAppMock();
// Compiles the lazily loaded screen once, before any test waits for it.
beforeAll(() => import('../../../src/features/shop/second/SecondShopScreen'), 120_000);

const industries = (name = 'Industries') => screen.findByRole('navigation', { name });

describe('the second shop header (/secstorePage, shop-and-shell §2.1, §9)', () => {
  it("shows an industry's first products after the pointer rests 500 ms on it", async () => {
    await renderAppAt('/secstorePage', 'en');
    const { rows } = await loadSecondShop('en');
    const row = rows.find((candidate) => candidate.products.length > 6) ?? rows[0]!;
    const item = await within(await industries()).findByRole('link', { name: row.mode.modeName });

    // The hover delay on the clock the test holds: the machine's timer starts with the pointer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.pointerEnter(item);
      act(() => vi.advanceTimersByTime(SECOND_HEADER_OPEN_DELAY_MS - 1));
      expect(item.getAttribute('aria-expanded')).toBe('false');
      act(() => vi.advanceTimersByTime(1));
      expect(item.getAttribute('aria-expanded')).toBe('true');
    } finally {
      vi.useRealTimers();
    }

    const panel = document.getElementById(item.getAttribute('aria-controls') ?? '')!;
    const links = within(panel).getAllByRole('link');
    const productLinks = links.slice(0, -1);
    expect(productLinks).toHaveLength(Math.min(row.products.length, 6));
    const [product] = row.products;
    expect(productLinks[0]!.getAttribute('href')).toMatch(
      new RegExp(`/goodsDeil\\?id=${product!.id}&modeId=${product!.modeId}$`),
    );
    expect(links.at(-1)!.textContent).toBe(`All products of ${row.mode.modeName}`);

    fireEvent.pointerLeave(item);
    await waitFor(() => expect(item.getAttribute('aria-expanded')).toBe('false'));
  });

  it('opens at once with ArrowDown, and Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    await renderAppAt('/secstorePage', 'zh');
    const [first] = await within(await industries('行业')).findAllByRole('link');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    const panel = document.getElementById(first!.getAttribute('aria-controls') ?? '')!;
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(first);
  });
});
