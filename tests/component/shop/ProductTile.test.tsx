import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { fetchProducts, type Product } from '../../../src/api/catalogue';
import { ProductTile } from '../../../src/features/shop/product/ProductTile';
import { startAppMock } from '../../support/renderApp';
import { renderInRouter } from './support/renderInRouter';

let mock: MockServer;
let discounted: Product;
let fullPrice: Product;
beforeAll(async () => {
  mock = await startAppMock();
  const products = await fetchProducts('zh');
  const withDiscount = products.find((p) => p.productOldPrice > p.productPrice);
  const withoutDiscount = products.find((p) => p.productOldPrice === p.productPrice);
  if (!withDiscount || !withoutDiscount) throw new Error('the mock has no discount mix');
  discounted = withDiscount;
  fullPrice = withoutDiscount;
});
afterAll(() => mock.close());

const price = (value: number) => `¥${value.toFixed(2)}`;

describe('ProductTile', { timeout: 20_000 }, () => {
  it('strikes out the old price when it is higher than the price', async () => {
    await renderInRouter(() => <ProductTile product={discounted} />);
    const tile = screen.getByRole('link');
    const struck = tile.querySelector('s');
    expect(struck?.textContent).toContain(price(discounted.productOldPrice));
    expect(tile.textContent).toContain(price(discounted.productPrice));
    expect(tile.textContent).toContain(discounted.productName);
    expect(tile.textContent).toContain(discounted.modeName);
  });

  it('shows no old price when it is not higher than the price', async () => {
    await renderInRouter(() => <ProductTile product={fullPrice} />);
    const tile = screen.getByRole('link');
    expect(tile.querySelector('s')).toBeNull();
    expect(tile.textContent).toContain(price(fullPrice.productPrice));
  });

  it('never strikes out an old price lower than the price', async () => {
    const cheaperBefore = { ...fullPrice, productOldPrice: fullPrice.productPrice - 1 };
    await renderInRouter(() => <ProductTile product={cheaperBefore} />);
    expect(screen.getByRole('link').querySelector('s')).toBeNull();
  });

  it('names a product without a name with a placeholder, in both languages', async () => {
    const unnamed = { ...fullPrice, productName: '  ' };
    const zh = await renderInRouter(() => <ProductTile product={unnamed} />, 'zh');
    expect(screen.getByRole('link').textContent).toContain('未命名商品');
    zh.unmount();
    await renderInRouter(() => <ProductTile product={unnamed} />, 'en');
    expect(screen.getByRole('link').textContent).toContain('Unnamed product');
  });

  it('rates every product 4.5 stars: four full and a half', async () => {
    const zh = await renderInRouter(() => <ProductTile product={fullPrice} />, 'zh');
    const rating = screen.getByRole('img', { name: '评分 4.5（满分 5 分）' });
    const fills = [...rating.querySelectorAll('[data-fill]')].map((star) =>
      star.getAttribute('data-fill'),
    );
    expect(fills).toEqual(['full', 'full', 'full', 'full', 'half']);
    zh.unmount();
    await renderInRouter(() => <ProductTile product={fullPrice} />, 'en');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  });

  it('opens the product detail with its id and category', async () => {
    const { router } = await renderInRouter(() => <ProductTile product={discounted} />);
    fireEvent.click(screen.getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodsDeil'));
    expect(router.state.location.search).toEqual({
      id: discounted.id,
      modeId: discounted.modeId,
    });
    expect(within(screen.getByTestId('page')).getByText(/goodsDeil/)).toBeVisible();
  });
});
