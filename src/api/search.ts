import { callEndpoint } from './callEndpoint';
import { searchDoc, type DocSearchResult } from './contract/portal/doc';
import { productFindList } from './contract/shop/catalogue';
import type { Product } from './contract/shop/catalogue';
import type { Locale } from '../i18n/locales';

export type { DocSearchResult } from './contract/portal/doc';
export type { Product } from './contract/shop/catalogue';

/** Products on sale whose name or category contains the keyword. */
export async function searchProducts(keyWord: string, language: Locale): Promise<Product[]> {
  const result = await callEndpoint(productFindList, { productName: keyWord, language });
  return result?.data ?? [];
}

/** Documents whose name contains the keyword, newest first. */
export async function searchDocuments(
  keyWord: string,
  language: Locale,
): Promise<DocSearchResult[]> {
  const result = await callEndpoint(searchDoc, { keyWord, language });
  return result?.data ?? [];
}
