/**
 * The shop home's data, loaded by its route: banners, categories, every product
 * on sale and the adverts, in one language. Each part that fails is left empty
 * so the rest of the page still shows; a failed product list is announced.
 */
import { t } from '@lingui/core/macro';
import type { Advert, Banner, Mode, Product } from '../../../api/catalogue';
import type { DeclaredEarlyCall } from '../../../api/contract/earlyCall';
import { adList, indexPicture, modeList, productList } from '../../../api/contract/shop/catalogue';
import { runDeclaredCalls } from '../../../api/runDeclaredCalls';
import type { Locale } from '../../../i18n/locales';
import { notifications } from '../../../lib/notifications';

/** The calls the shop home's route declares, in its order. */
export type ShopHomeCalls = readonly [
  DeclaredEarlyCall<'indexPicture'>,
  DeclaredEarlyCall<'adList'>,
  DeclaredEarlyCall<'modeList'>,
  DeclaredEarlyCall<'productList'>,
];

/** Spec §3: modeType 0 is a product row, 1 a blue product row, anything else a strip entry. */
export const ROW_MODE_TYPE = 0;
export const BLUE_ROW_MODE_TYPE = 1;

export interface ProductRowData {
  mode: Mode;
  blue: boolean;
  products: Product[];
}

export interface ShopHomeData {
  banners: Banner[];
  adverts: Advert[];
  /** Categories shown as names in the scrolling strip. */
  stripModes: Mode[];
  rows: ProductRowData[];
  /** Products with recommandStatus 1, for the rotating widget. */
  recommended: Product[];
}

export const isRowMode = (mode: Mode) =>
  mode.modeType === ROW_MODE_TYPE || mode.modeType === BLUE_ROW_MODE_TYPE;

/** Pure: splits categories into rows and strip entries and groups the products. */
export function arrangeShopHome(
  modes: Mode[],
  products: Product[],
): Pick<ShopHomeData, 'stripModes' | 'rows' | 'recommended'> {
  const rows = modes.filter(isRowMode).map((mode) => ({
    mode,
    blue: mode.modeType === BLUE_ROW_MODE_TYPE,
    products: products.filter((product) => product.modeId === mode.id),
  }));
  return {
    stripModes: modes.filter((mode) => !isRowMode(mode)),
    rows: rows.filter((row) => row.products.length > 0),
    recommended: products.filter((product) => product.recommandStatus === 1),
  };
}

/** A list's items; none when the shop answered nothing (a token refresh). */
const itemsOf = async <T>(answer: Promise<{ data: T[] } | undefined>): Promise<T[]> =>
  (await answer)?.data ?? [];

export async function loadShopHome(calls: ShopHomeCalls, language: Locale): Promise<ShopHomeData> {
  const [bannerAnswer, advertAnswer, modeAnswer, productAnswer] = runDeclaredCalls(
    calls,
    { indexPicture, adList, modeList, productList },
    { language },
  );
  const [banners, adverts, modes, products] = await Promise.all([
    itemsOf(bannerAnswer).catch(() => []),
    itemsOf(advertAnswer).catch(() => []),
    itemsOf(modeAnswer).catch(() => []),
    itemsOf(productAnswer).catch(() => {
      notifications.notify('error', t`Error: the products could not be loaded.`);
      return [];
    }),
  ]);
  return { banners, adverts, ...arrangeShopHome(modes, products) };
}
