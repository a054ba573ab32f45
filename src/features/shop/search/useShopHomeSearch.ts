import { searchProducts, type Product } from '../../../api/catalogue';
import type { ProductQuery } from '../../../../machines/productSearchTypes';
import type { Locale } from '../../../i18n/locales';
import { useShopLocale } from '../useShopLocale';
import { useShopTokenCheck } from '../useShopTokenCheck';
import { useProductSearchMachine } from './useProductSearchMachine';

/**
 * A shop home's product search (and its token check): a keyword searches the whole shop, a
 * category asks `byCategory`, as each home lists its categories from its own catalogue.
 */
export function useShopHomeSearch(
  byCategory: (modeId: string, locale: Locale) => Promise<Product[]>,
) {
  const locale = useShopLocale();
  useShopTokenCheck();
  return useProductSearchMachine((query: ProductQuery) =>
    query.kind === 'keyword'
      ? searchProducts(query.keyword, locale)
      : byCategory(query.modeId, locale),
  );
}
