import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { fetchProducts, searchProducts } from '../../../src/api/catalogue';
import { callEndpoint } from '../../../src/api/callEndpoint';
import { modeList } from '../../../src/api/contract/shop/catalogue';
import type { Mode } from '../../../src/api/catalogue';
import type { ProductQuery } from '../../../machines/productSearchTypes';
import { CategoryStrip } from '../../../src/features/shop/home/CategoryStrip';
import { LazyProductResultsDialog } from '../../../src/features/shop/search/LazyProductResultsDialog';
import { SearchBox } from '../../../src/features/shop/search/SearchBox';
import { useProductSearchMachine } from '../../../src/features/shop/search/useProductSearchMachine';
import type { Locale } from '../../../src/i18n/locales';
import { startAppMock } from '../../support/renderApp';
import { renderInRouter } from './support/renderInRouter';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

/** The shop home's search box and category strip sharing one results dialog. */
function SearchHarness({ locale, modes }: { locale: Locale; modes: Mode[] }) {
  const search = useProductSearchMachine((query: ProductQuery) =>
    query.kind === 'keyword'
      ? searchProducts(query.keyword, locale)
      : fetchProducts(locale, query.modeId),
  );
  const [, send] = search;
  return (
    <>
      <SearchBox
        onSearch={(keyword) => send({ type: 'SEARCH', query: { kind: 'keyword', keyword } })}
      />
      <CategoryStrip
        modes={modes}
        onOpen={(mode) =>
          send({
            type: 'SEARCH',
            query: { kind: 'category', modeId: mode.id, modeName: mode.modeName },
          })
        }
      />
      <LazyProductResultsDialog open={search[0].hasTag('open')} search={search} />
    </>
  );
}

async function renderSearch(locale: Locale) {
  const answer = await callEndpoint(modeList, { language: locale });
  const modes = (answer?.data ?? []).filter((mode) => mode.modeType > 1);
  return {
    modes,
    ...(await renderInRouter(() => <SearchHarness locale={locale} modes={modes} />, locale)),
  };
}

// The first render loads the catalogs and the router: allow it time on a busy machine.
describe('product search', { timeout: 20_000 }, () => {
  it('lists the products matching the keyword, and a row opens the product', async () => {
    const expected = await searchProducts('NB-IoT', 'en');
    const { router } = await renderSearch('en');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'NB-IoT' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    const dialog = await screen.findByRole('dialog', { name: 'Search results for “NB-IoT”' });
    const list = await within(dialog).findByRole('list', { name: 'Products found' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(expected.length);
    const first = expected[0];
    if (!first) throw new Error('no NB-IoT product in the mock');
    expect(rows[0]?.textContent).toContain(first.productName);
    fireEvent.click(rows[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodsDeil'));
    expect(router.state.location.search).toEqual({ id: first.id, modeId: first.modeId });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nothing matches, in Chinese', async () => {
    await renderSearch('zh');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索商品' }), {
      target: { value: 'no-such-product-xyz' },
    });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    const dialog = await screen.findByRole('dialog', { name: '“no-such-product-xyz”的搜索结果' });
    expect(await within(dialog).findByText('没有找到商品。')).toBeVisible();
  });

  it('lists a category of the strip in a dialog named after it', async () => {
    const { modes } = await renderSearch('zh');
    const mode = modes[0];
    if (!mode) throw new Error('the mock has no strip category');
    const expected = await fetchProducts('zh', mode.id);
    fireEvent.click(screen.getByRole('button', { name: mode.modeName }));
    const dialog = await screen.findByRole('dialog', { name: mode.modeName });
    const list = await within(dialog).findByRole('list', { name: '找到的商品' });
    expect(within(list).getAllByRole('link')).toHaveLength(expected.length);
  });

  it('tells the visitor when the search fails, and runs it again on request', async () => {
    await mock.raw('/__mock/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'code10000', times: 1, path: 'ProductFindList' }),
    });
    await renderSearch('en');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'All products' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('The products could not be loaded.');
    expect(within(dialog).queryByText('No products found.')).toBeNull();
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    await act(async () => fireEvent.click(tryAgain));
    const list = await within(dialog).findByRole('list', { name: 'Products found' });
    const expected = await searchProducts('', 'en');
    expect(within(list).getAllByRole('link')).toHaveLength(expected.length);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
