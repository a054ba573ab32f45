import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { fetchSecondShopProducts } from '../../../api/catalogue';
import { CategoryStrip } from '../home/CategoryStrip';
import { NoProductsNotice } from '../home/NoProductsNotice';
import { ProductRows } from '../home/ProductRows';
import { LazyProductResultsDialog } from '../search/LazyProductResultsDialog';
import { SearchBox } from '../search/SearchBox';
import { useShopHomeSearch } from '../search/useShopHomeSearch';
import { SecondShopHeader } from './SecondShopHeader';
import * as shared from '../shop.css';
import * as css from './second.css';

const route = getRouteApi('/secstorePage');

/** Spec §2.1: the second shop home, by industry, with its own header. */
export function SecondShopScreen() {
  const data = route.useLoaderData();
  // The second shop's categories name their language in their ids.
  const search = useShopHomeSearch((modeId) => fetchSecondShopProducts(modeId));
  const [, send] = search;
  const industries = [...data.rows.map((row) => row.mode), ...data.stripModes];

  return (
    <>
      <SecondShopHeader rows={data.rows} />
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
        {data.rows.length === 0 ? <NoProductsNotice /> : <ProductRows rows={data.rows} />}
      </div>
      <LazyProductResultsDialog open={search[0].hasTag('open')} search={search} />
    </>
  );
}
