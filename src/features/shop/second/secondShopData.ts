/**
 * The second shop home's data (the eshoppingTestOut calls): its categories by
 * industry, each with its products. Categories of modeType 0 and 1 are rows,
 * the others are strip entries, as on the main shop home.
 */
import { t } from '@lingui/core/macro';
import { fetchSecondShopModes, fetchSecondShopProducts } from '../../../api/catalogue';
import type { Locale } from '../../../i18n/locales';
import { notifications } from '../../../lib/notifications';
import { BLUE_ROW_MODE_TYPE, isRowMode, type ShopHomeData } from '../home/shopHomeData';

export type SecondShopData = Pick<ShopHomeData, 'stripModes' | 'rows'>;

export async function loadSecondShop(language: Locale): Promise<SecondShopData> {
  const modes = await fetchSecondShopModes(language).catch(() => []);
  const rowModes = modes.filter(isRowMode);
  let failed = false;
  // Its products keep their main category id (detail pages use it), so each row is loaded on its own.
  const lists = await Promise.all(
    rowModes.map((mode) =>
      fetchSecondShopProducts(mode.id).catch(() => {
        failed = true;
        return [];
      }),
    ),
  );
  if (failed) notifications.notify('error', t`Error: the products could not be loaded.`);
  const rows = rowModes
    .map((mode, index) => ({
      mode,
      blue: mode.modeType === BLUE_ROW_MODE_TYPE,
      products: lists[index] ?? [],
    }))
    .filter((row) => row.products.length > 0);
  return { stripModes: modes.filter((mode) => !isRowMode(mode)), rows };
}
