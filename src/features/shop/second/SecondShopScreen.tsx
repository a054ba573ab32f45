import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { fetchSecondShopProducts, searchProducts } from '../../../api/catalogue';
import type { ProductQuery } from '../../../../machines/productSearchMachine';
import { CategoryStrip } from '../home/CategoryStrip';
import { ProductRows } from '../home/ProductRows';
import { ProductResultsDialog } from '../search/ProductResultsDialog';
import { SearchBox } from '../search/SearchBox';
import { useProductSearchMachine } from '../search/useProductSearchMachine';
import { useShopLocale } from '../useShopLocale';
import { useShopTokenCheck } from '../useShopTokenCheck';
import { SecondShopHeader } from './SecondShopHeader';
import * as shared from '../shop.css';
import * as css from './second.css';

const route = getRouteApi('/secstorePage');

/** Spec §2.1: the second shop home, by industry, with its own header. */
export function SecondShopScreen() {
  const data = route.useLoaderData();
  const locale = useShopLocale();
  useShopTokenCheck();
  const search = useProductSearchMachine((query: ProductQuery) =>
    query.kind === 'keyword'
      ? searchProducts(query.keyword, locale)
      : fetchSecondShopProducts(query.modeId),
  );
  const [, send] = search;
  const industries = [...data.rows.map((row) => row.mode), ...data.stripModes];

  return (
    <>
      <SecondShopHeader industries={data.rows.map((row) => row.mode)} />
      <div className={css.hero}>
        <h1 className={css.heroTitle}>
          <Trans>Products by industry</Trans>
        </h1>
        <p className={css.heroLead}>
          <Trans>Modules, modems, gateways and meters chosen for each field of use.</Trans>
        </p>
      </div>
      <div className={shared.page}>
        <SearchBox
          onSearch={(keyword) => send({ type: 'SEARCH', query: { kind: 'keyword', keyword } })}
        />
        <CategoryStrip
          modes={industries}
          onOpen={(mode) =>
            send({
              type: 'SEARCH',
              query: { kind: 'category', modeId: mode.id, modeName: mode.modeName },
            })
          }
        />
        {data.rows.length === 0 ? (
          <p className={shared.notice}>
            <Trans>No products are on sale at the moment.</Trans>
          </p>
        ) : (
          <ProductRows rows={data.rows} />
        )}
      </div>
      <ProductResultsDialog search={search} />
    </>
  );
}
