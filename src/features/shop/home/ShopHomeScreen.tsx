import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fetchProducts } from '../../../api/catalogue';
import { LazyProductResultsDialog } from '../search/LazyProductResultsDialog';
import { SearchBox } from '../search/SearchBox';
import { useShopHomeSearch } from '../search/useShopHomeSearch';
import { AdvertCarousel } from './AdvertCarousel';
import { CategoryStrip } from './CategoryStrip';
import { NoProductsNotice } from './NoProductsNotice';
import { ProductRows } from './ProductRows';
import { WhenNear } from '../../../components/WhenNear';
import { RecommendedWidget } from './RecommendedWidget';
import { ShopBanner } from './ShopBanner';
import * as shared from '../shop.css';
import * as css from './home.css';

const route = getRouteApi('/storePage');

/** Spec §2.6: the shop home. */
export function ShopHomeScreen() {
  const { t } = useLingui();
  const data = route.useLoaderData();
  const search = useShopHomeSearch((modeId, locale) => fetchProducts(locale, modeId));
  const [, send] = search;
  const empty = data.rows.length === 0 && data.recommended.length === 0;

  return (
    <>
      <h1 className={shared.visuallyHidden}>
        <Trans>Shop</Trans>
      </h1>
      <ShopBanner banner={data.banners[0]} />
      <div className={shared.page}>
        <SearchBox
          onSearch={(keyword) => send({ type: 'SEARCH', query: { kind: 'keyword', keyword } })}
        />
        <CategoryStrip
          modes={data.stripModes}
          onOpen={(mode) =>
            send({
              type: 'SEARCH',
              query: { kind: 'category', modeId: mode.id, modeName: mode.modeName },
            })
          }
        />
        <div className={css.featured}>
          <RecommendedWidget products={data.recommended} />
          {data.adverts.length > 0 ? (
            <section className={css.adverts} aria-label={t`Offers`}>
              <AdvertCarousel adverts={data.adverts} />
            </section>
          ) : null}
        </div>
        {empty ? (
          <NoProductsNotice />
        ) : (
          // Below a phone's first view: rendered in a commit of their own, after the banner has
          // painted, since measuring the rows lays the whole page out (docs/decisions.md).
          <WhenNear placeholder={null}>
            <ProductRows rows={data.rows} />
          </WhenNear>
        )}
      </div>
      <LazyProductResultsDialog open={search[0].hasTag('open')} search={search} />
    </>
  );
}
