/**
 * The public catalogue: categories, products, search, banners and adverts of the
 * shop home, and the second shop home's categories and products. Lists resolve
 * empty when the shop answers nothing (a token refresh).
 */
import * as z from 'zod/mini';
import { callEndpoint } from './callEndpoint';
import {
  adList,
  indexPicture,
  modeList,
  productFindList,
  productList,
  secondShopModeList,
  secondShopProductList,
  type Advert,
  type Banner,
  type Mode,
  type Product,
} from './contract/shop/catalogue';
import type { Locale } from '../i18n/locales';

export type { Advert, Banner, Mode, Product } from './contract/shop/catalogue';

/** The shop home's categories of every kind (rows, blue rows, strip entries). */
export async function fetchModes(language: Locale): Promise<Mode[]> {
  const result = await callEndpoint(modeList, { language });
  return result?.data ?? [];
}

/** The products on sale, of one category when `modeId` is given. */
export async function fetchProducts(language: Locale, modeId?: string): Promise<Product[]> {
  const result = await callEndpoint(productList, { language, modeid: modeId });
  return result?.data ?? [];
}

/** The shop's answer for a product id it does not know: a refusal without data. */
const unknownProduct = z.object({
  statuscode: z.number(),
  msg: z.optional(z.string()),
  data: z.optional(z.null()),
});

/**
 * One product whatever its state (the detail page); its id decides its language.
 * Undefined when the shop has no such product (an old link), which is not a failure.
 */
export async function fetchProduct(id: string): Promise<Product | undefined> {
  const result = await callEndpoint(
    { ...productList, result: z.union([productList.result, unknownProduct]) },
    { productid: id },
  );
  if (!result?.data) return undefined;
  return result.data.find((product) => product.id === id) ?? result.data[0];
}

/** Products on sale whose name or category contains the keyword; an empty keyword lists all. */
export async function searchProducts(keyword: string, language: Locale): Promise<Product[]> {
  const result = await callEndpoint(productFindList, { productName: keyword, language });
  return result?.data ?? [];
}

/** The large banners (their pictures carry both languages). */
export async function fetchBanners(): Promise<Banner[]> {
  const result = await callEndpoint(indexPicture, {});
  return result?.data ?? [];
}

export async function fetchAdverts(language: Locale): Promise<Advert[]> {
  const result = await callEndpoint(adList, { language });
  return result?.data ?? [];
}

/** The second shop home's categories (by industry). */
export async function fetchSecondShopModes(language: Locale): Promise<Mode[]> {
  const result = await callEndpoint(secondShopModeList, { language });
  return result?.data ?? [];
}

/** The products of a category of the second shop home; the id decides the language. */
export async function fetchSecondShopProducts(modeId: string): Promise<Product[]> {
  const result = await callEndpoint(secondShopProductList, { modeid: modeId });
  return result?.data ?? [];
}
