import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { fetchProducts, type Product } from '../../../src/api/catalogue';
import { SWIPE_THRESHOLD_PX } from '../../../machines/swipeRules';
import { RECOMMENDED_INTERVAL_MS } from '../../../machines/recommendedCarouselTypes';
import { notifications } from '../../../src/lib/notifications';
import { ProductRows } from '../../../src/features/shop/home/ProductRows';
import { RecommendedWidget } from '../../../src/features/shop/home/RecommendedWidget';
import { AdvertCarousel } from '../../../src/features/shop/home/AdvertCarousel';
import { callEndpoint } from '../../../src/api/callEndpoint';
import { adList } from '../../../src/api/contract/shop/catalogue';
import { startAppMock } from '../../support/renderApp';
import { renderInRouter } from './support/renderInRouter';

let mock: MockServer;
let products: Product[];
beforeAll(async () => {
  mock = await startAppMock();
  products = (await fetchProducts('en')).slice(0, 6);
});
afterAll(() => mock.close());
afterEach(() => {
  vi.useRealTimers();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

/** jsdom measures nothing: a row shows its maximum, 4 tiles. */
const VISIBLE = 4;

async function renderRow() {
  const mode = {
    id: '1_en',
    modeName: 'Cellular Modules',
    modeType: 0,
    createBy: '',
    updateBy: '',
  };
  await renderInRouter(() => <ProductRows rows={[{ mode, blue: false, products }]} />, 'en');
  return screen.getByRole('region', { name: 'Cellular Modules' });
}

const shownNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent ?? '');

const nameOf = (index: number) => products[index]?.productName ?? '';

function swipe(element: HTMLElement, dx: number, dy = 0) {
  fireEvent.pointerDown(element, { clientX: 300, clientY: 100, isPrimary: true });
  fireEvent.pointerMove(element, { clientX: 300 + dx, clientY: 100 + dy, isPrimary: true });
  fireEvent.pointerUp(element, { clientX: 300 + dx, clientY: 100 + dy, isPrimary: true });
}

describe('product row carousel', { timeout: 20_000 }, () => {
  it('pages with its arrows and says when the whole list is shown', async () => {
    const carousel = await renderRow();
    expect(shownNames(carousel)).toHaveLength(VISIBLE);
    expect(shownNames(carousel)[0]).toContain(nameOf(0));
    const previous = within(carousel).getByRole('button', { name: 'Previous' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    // 6 products, 4 in view: the last page starts at the third.
    expect(shownNames(carousel)[0]).toContain(nameOf(2));
    expect(shownNames(carousel)[VISIBLE - 1]).toContain(nameOf(5));
    expect(notifications.list()).toEqual([]);

    fireEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    expect(notifications.list().map((notice) => [notice.level, notice.message])).toEqual([
      ['info', 'All products of this category are shown.'],
    ]);
    fireEvent.click(previous);
    expect(shownNames(carousel)[0]).toContain(nameOf(0));
  });

  it('follows a swipe of at least 100 px, and ignores shorter or vertical ones', async () => {
    const carousel = await renderRow();
    const viewport = within(carousel).getAllByRole('listitem')[0]?.closest('div');
    if (!viewport) throw new Error('no viewport');
    swipe(viewport, -(SWIPE_THRESHOLD_PX - 1));
    expect(shownNames(carousel)[0]).toContain(nameOf(0));
    swipe(viewport, -150, 200);
    expect(shownNames(carousel)[0]).toContain(nameOf(0));
    swipe(viewport, -SWIPE_THRESHOLD_PX);
    expect(shownNames(carousel)[0]).toContain(nameOf(2));
    swipe(viewport, SWIPE_THRESHOLD_PX + 20);
    expect(shownNames(carousel)[0]).toContain(nameOf(0));
  });

  it('does not open the tile under a finger that swiped', async () => {
    const row = await renderRow();
    const tile = within(row).getAllByRole('link')[0] as HTMLElement;
    swipe(tile, -150);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tile.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});

describe('advert carousel', { timeout: 20_000 }, () => {
  it('shows one advert at a time and says when all were shown, in Chinese', async () => {
    const adverts = (await callEndpoint(adList, { language: 'zh' }))?.data ?? [];
    await renderInRouter(() => <AdvertCarousel adverts={adverts} />, 'zh');
    const carousel = screen.getByRole('region', { name: '广告' });
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(1);
    const next = within(carousel).getByRole('button', { name: '下一页' });
    for (let shown = 1; shown < adverts.length; shown += 1) fireEvent.click(next);
    expect(notifications.list()).toEqual([]);
    fireEvent.click(next);
    expect(notifications.list().map((notice) => notice.message)).toEqual(['广告已全部展示。']);
  });
});

describe('recommended widget', { timeout: 20_000 }, () => {
  it('rotates every 4 s and moves at once with its arrows', async () => {
    const recommended = products.slice(0, 3);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderInRouter(() => <RecommendedWidget products={recommended} />, 'en');
    const widget = screen.getByRole('region', { name: 'Recommended products' });
    const slide = () => {
      const group = within(widget).getByRole('group');
      return `${group.getAttribute('aria-label') ?? ''}: ${within(group).getByRole('link').textContent ?? ''}`;
    };
    expect(slide()).toContain(`1 of 3: ${nameOf(0)}`);
    act(() => vi.advanceTimersByTime(RECOMMENDED_INTERVAL_MS));
    expect(slide()).toContain(`2 of 3: ${nameOf(1)}`);
    fireEvent.click(within(widget).getByRole('button', { name: 'Previous recommended product' }));
    expect(slide()).toContain(`1 of 3: ${nameOf(0)}`);
    fireEvent.click(within(widget).getByRole('button', { name: 'Previous recommended product' }));
    expect(slide()).toContain(`3 of 3: ${nameOf(2)}`);
  });

  it('holds still while the pointer rests on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderInRouter(() => <RecommendedWidget products={products.slice(0, 3)} />, 'en');
    const widget = screen.getByRole('region', { name: 'Recommended products' });
    fireEvent.pointerEnter(widget);
    act(() => vi.advanceTimersByTime(RECOMMENDED_INTERVAL_MS * 3));
    expect(within(widget).getByRole('group', { name: '1 of 3' }).textContent).toContain(nameOf(0));
  });
});
