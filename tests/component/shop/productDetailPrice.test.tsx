import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Product } from '../../../src/api/contract/shop/catalogue';
import type { Locale } from '../../../src/i18n/locales';
import { productsInStock } from '../../contract/shop/support';
import { renderAppAt, withAppMock } from '../../support/renderApp';
import '../shell/support/shellSetup';

vi.setConfig({ testTimeout: 60_000 });

const mock = withAppMock();

const labels = {
  zh: { price: '价格', original: '原价' },
  en: { price: 'Price', original: 'Original price' },
} satisfies Record<Locale, unknown>;

/** The product's figures as the page lists them: term → what it says. */
function figures() {
  const list = screen.getByRole('heading', { level: 1 }).parentElement?.querySelector('dl');
  if (!list) throw new Error('no figures');
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

async function openProduct(product: Product, locale: Locale) {
  cleanup();
  await renderAppAt(`/goodsDeil?id=${product.id}&modeId=${product.modeId}`, locale);
  await screen.findByRole('heading', { level: 1, name: product.productName });
}

describe.each(['zh', 'en'] as const)('the product page in %s', (locale) => {
  const text = labels[locale];

  it('strikes out an original price only when it is higher than the price', async () => {
    const products = await productsInStock(mock(), 1, locale);
    const discounted = products.find((one) => one.productOldPrice > one.productPrice);
    const fullPrice = products.find((one) => one.productOldPrice === one.productPrice);
    if (!discounted || !fullPrice) throw new Error('the fixtures need both kinds of product');

    await openProduct(discounted, locale);
    expect(figures()[text.original]).toBe(`¥${discounted.productOldPrice.toFixed(2)}`);
    const struck = screen.getByText(`¥${discounted.productOldPrice.toFixed(2)}`);
    expect(struck.tagName).toBe('S');

    await openProduct(fullPrice, locale);
    expect(figures()[text.price]).toBe(`¥${fullPrice.productPrice.toFixed(2)}`);
    expect(Object.keys(figures())).not.toContain(text.original);
    expect(within(document.body).queryByText(text.original)).toBeNull();
  });
});
