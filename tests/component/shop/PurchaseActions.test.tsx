import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { fetchCart } from '../../../src/api/cart';
import { fetchProducts, type Product } from '../../../src/api/catalogue';
import { storage } from '../../../src/lib/storage';
import {
  PurchaseActions,
  type PurchaseActionsProps,
} from '../../../src/features/shop/detail/PurchaseActions';
import type { Locale } from '../../../src/i18n/locales';
import { startAppMock } from '../../support/renderApp';
import { renderInRouter } from './support/renderInRouter';

let mock: MockServer;
let inStock: Product;
let soldOut: Product;
beforeAll(async () => {
  mock = await startAppMock();
  const products = await fetchProducts('zh');
  const available = products.find((p) => p.productSku > 5);
  const none = products.find((p) => p.productSku === 0);
  if (!available || !none) throw new Error('the mock has no stock mix');
  inStock = available;
  soldOut = none;
});
afterAll(() => mock.close());

async function renderActions(props: Partial<PurchaseActionsProps>, locale: Locale) {
  const handlers = { onGoToLogin: vi.fn(), onGoToCart: vi.fn(), onBuyNow: vi.fn() };
  await renderInRouter(
    () => <PurchaseActions product={inStock} quantity={2} loggedIn {...handlers} {...props} />,
    locale,
  );
  return handlers;
}

describe('PurchaseActions: add to cart', { timeout: 20_000 }, () => {
  it('adds the chosen quantity to the cart of the logged-in customer', async () => {
    const { token } = mock.createUser();
    storage.usertoken.set(token);
    const { onGoToCart } = await renderActions({}, 'zh');
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    const dialog = await screen.findByRole('alertdialog', { name: '已加入购物车' });
    expect(dialog.textContent).toContain('商品已加入您的购物车。');
    const cart = await fetchCart('zh');
    expect(cart.map((row) => [row.id, row.productNumber])).toEqual([[inStock.id, 2]]);
    fireEvent.click(screen.getByRole('button', { name: '去购物车' }));
    expect(onGoToCart).toHaveBeenCalledOnce();
  });

  it('refuses a product out of stock with the out-of-stock dialog, without a call', async () => {
    const { token } = mock.createUser();
    storage.usertoken.set(token);
    await renderActions({ product: soldOut }, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Out of stock' });
    expect(dialog.textContent).toContain('This product is out of stock');
    expect(await fetchCart('en')).toEqual([]);
  });

  it('shows the out-of-stock dialog in Chinese too, and for buy now', async () => {
    await renderActions({ product: soldOut }, 'zh');
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    const dialog = await screen.findByRole('alertdialog', { name: '库存不足' });
    expect(dialog.textContent).toContain('该商品库存不足，暂时无法购买。');
  });

  it('prompts to log in again when the shop refuses (expired login), in both languages', async () => {
    storage.usertoken.set('expired-or-unknown-token');
    const zh = await renderActions({}, 'zh');
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    const dialog = await screen.findByRole('alertdialog', { name: '加入购物车失败' });
    expect(dialog.textContent).toContain('登录可能已失效，是否重新登录？');
    fireEvent.click(screen.getByRole('button', { name: '是，重新登录' }));
    expect(zh.onGoToLogin).toHaveBeenCalledOnce();
  });

  it('prompts to log in again in English', async () => {
    storage.usertoken.set('expired-or-unknown-token');
    await renderActions({}, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Could not add to cart' });
    expect(dialog.textContent).toContain('Your login may have expired. Log in again?');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers the login page to a visitor who is not logged in', async () => {
    const add = vi.fn(async () => undefined);
    const { onGoToLogin } = await renderActions({ loggedIn: false, add }, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Please log in' });
    expect(dialog.textContent).toContain('Log in to add products to your cart.');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onGoToLogin).toHaveBeenCalledOnce();
    expect(add).not.toHaveBeenCalled();
  });

  it('shows the login prompt in Chinese', async () => {
    await renderActions({ loggedIn: false }, 'zh');
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    const dialog = await screen.findByRole('alertdialog', { name: '请先登录' });
    expect(dialog.textContent).toContain('登录后才能把商品加入购物车。');
  });

  it('ignores a second press within 2000 ms', async () => {
    const add = vi.fn(async () => undefined);
    await renderActions({ add }, 'en');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('alertdialog', { name: 'Added to cart' });
    expect(add).toHaveBeenCalledOnce();
  });

  it('keeps the add button focusable while adding, so the focus returns to it', async () => {
    let finish = () => {};
    const add = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderActions({ add }, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const adding = screen.getByRole('button', { name: 'Adding…' });
    expect(adding.getAttribute('aria-disabled')).toBe('true');
    expect((adding as HTMLButtonElement).disabled).toBe(false);
    finish();
    await screen.findByRole('alertdialog', { name: 'Added to cart' });
    expect(add).toHaveBeenCalledOnce();
  });

  it('says a product not on sale cannot be bought, without a call or a login prompt', async () => {
    const add = vi.fn(async () => undefined);
    const { onBuyNow } = await renderActions(
      { add, product: { ...inStock, uploadStatus: 0 } },
      'zh',
    );
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    const dialog = await screen.findByRole('alertdialog', { name: '暂不可购买' });
    expect(dialog.textContent).toContain('该商品暂未上架或未通过审核，暂不可购买。');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(await screen.findByRole('alertdialog', { name: '暂不可购买' })).toBeVisible();
    expect(add).not.toHaveBeenCalled();
    expect(onBuyNow).not.toHaveBeenCalled();
  });

  it('buys now with the product in stock', async () => {
    const { onBuyNow } = await renderActions({}, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(onBuyNow).toHaveBeenCalledOnce();
  });
});
