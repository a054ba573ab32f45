/**
 * The public catalogue: products, one product, search, and the second shop home's categories and
 * products (the shop home's calls are its route's declared calls). Lists resolve empty when the
 * shop answers nothing (a token refresh).
 */
import * as z from 'zod/mini';
import { callEndpoint } from './callEndpoint';
import {
  productFindList,
  productList,
  secondShopModeList,
  secondShopProductList,
  type Mode,
  type Product,
} from './contract/shop/catalogue';
import type { ResultOf } from './contract/endpoint';
import type { Locale } from '../i18n/locales';

export type { Advert, Banner, Mode, Product } from './contract/shop/catalogue';

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

/** `productList` asked for one product: the answer may be a refusal of an id the shop does not know. */
export const productOrUnknown = {
  ...productList,
  result: z.union([productList.result, unknownProduct]),
};

/**
 * The product `id` names in the answer of `productOrUnknown`; undefined when the shop has no such
 * product (an old link), which is not a failure.
 */
export function productIn(
  answer: ResultOf<typeof productOrUnknown> | undefined,
  id: string,
): Product | undefined {
  if (!answer?.data) return undefined;
  return answer.data.find((product) => product.id === id) ?? answer.data[0];
}

/** One product whatever its state; its id decides its language. */
export async function fetchProduct(id: string): Promise<Product | undefined> {
  return productIn(await callEndpoint(productOrUnknown, { productid: id }), id);
}

/** Products on sale whose name or category contains the keyword; an empty keyword lists all. */
export async function searchProducts(keyword: string, language: Locale): Promise<Product[]> {
  const result = await callEndpoint(productFindList, { productName: keyword, language });
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
