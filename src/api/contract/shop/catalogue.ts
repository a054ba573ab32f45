/** The public catalogue: categories (modes), products, banners, adverts, and the second shop home. */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, noQuery, shopEnvelope } from '../endpoint.ts';
import { CATALOGUE_API, SECOND_SHOP_API, shopDateTime, shopLanguage } from './common.ts';

/** `modeType`: 0 a product row, 1 a blue product row, anything else an entry of the category strip. */
export const mode = z.object({
  /** English ids end in `_en`. */
  id: z.string(),
  modeName: z.string(),
  modeType: z.number(),
  createBy: z.string(),
  updateBy: z.string(),
});
export type Mode = z.infer<typeof mode>;

export const product = z.object({
  /** English ids end in `_en`; both ids of a product name the same article (one stock). */
  id: z.string(),
  modeId: z.string(),
  modeName: z.string(),
  productName: z.string(),
  /** Light HTML (`<p>`, `<ul>`, `<li>`, `<strong>`); the client sanitises it. */
  productIntroduce: z.string(),
  productPicture: z.string(),
  /** CNY, two decimals; equal to `productPrice` when there is no discount. */
  productOldPrice: z.number(),
  productPrice: z.number(),
  /** Units sold. */
  productSells: z.number(),
  /** Units in stock. */
  productSku: z.number(),
  createDate: shopDateTime,
  updateDate: shopDateTime,
  /** The chosen quantity; only on cart items. */
  productNumber: z.optional(z.number()),
  /** 1 modules, 2 modems, 3 gateways and edge units, 4 meters, 5 accessories, kits and SIM plans. */
  productType: z.number(),
  /** 1 = recommended (the rotating widget), 0 otherwise. */
  recommandStatus: z.number(),
  /** 1 = audited, 0 = waiting for audit. */
  auditStatus: z.number(),
  /** 1 = listed (on the shelf), 0 = not listed. */
  uploadStatus: z.number(),
});
export type Product = z.infer<typeof product>;

export const banner = z.object({ indexPicture: z.string(), indexHref: z.string() });
export type Banner = z.infer<typeof banner>;

export const advert = z.object({ id: z.string(), adPicture: z.string(), adHref: z.string() });
export type Advert = z.infer<typeof advert>;

const idFilter = z.optional(z.string().check(z.maxLength(64)));

export const productFindList = defineEndpoint({
  name: 'ProductFindList',
  summary:
    'Searches the products on sale whose name or category contains `productName` (any case); an empty keyword lists them all.',
  method: 'GET',
  path: `${CATALOGUE_API}/ProductFindList`,
  query: z.object({
    productName: z.optional(z.string().check(z.maxLength(100))),
    language: shopLanguage,
  }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(product)),
  auth: 'public',
  usedBy: ['shell', '/storePage', '/secstorePage'],
});

export const productList = defineEndpoint({
  name: 'ProductList',
  summary:
    'With `productid`: that product, whatever its state (the detail page). Otherwise the products on sale, of the category `modeid` when given. Ids choose their own language; `language` applies to the lists.',
  method: 'GET',
  path: `${CATALOGUE_API}/ProductList`,
  query: z.object({ modeid: idFilter, productid: idFilter, language: shopLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(product)),
  auth: 'public',
  usedBy: ['/storePage', '/goodsDeil', '/sendDd'],
});

export const modeList = defineEndpoint({
  name: 'ModeList',
  summary: 'The shop categories of every kind (product rows, blue rows, strip entries).',
  method: 'GET',
  path: `${CATALOGUE_API}/ModeList`,
  query: z.object({ language: shopLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(mode)),
  auth: 'public',
  usedBy: ['/storePage'],
});

export const indexPicture = defineEndpoint({
  name: 'indexpicture',
  summary: "The shop home's large banners (pictures carry both languages).",
  method: 'GET',
  path: `${CATALOGUE_API}/indexpicture`,
  query: noQuery,
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(banner)),
  auth: 'public',
  usedBy: ['/storePage'],
});

export const adList = defineEndpoint({
  name: 'adlist',
  summary: 'The advert carousel of the shop home.',
  method: 'GET',
  path: `${CATALOGUE_API}/adlist`,
  query: z.object({ language: shopLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(advert)),
  auth: 'public',
  usedBy: ['/storePage'],
});

export const secondShopModeList = defineEndpoint({
  name: 'ModeList',
  summary:
    'The categories (by industry) of the second shop home; with `modeid`, just that one. The language follows the id, else `language`.',
  method: 'GET',
  path: `${SECOND_SHOP_API}/ModeList`,
  query: z.object({ modeid: idFilter, language: shopLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(mode)),
  auth: 'public',
  usedBy: ['/secstorePage'],
});

export const secondShopProductList = defineEndpoint({
  name: 'ProductList',
  summary:
    'The products on sale of a category of the second shop home (or of the main catalogue); the language follows the id.',
  method: 'GET',
  path: `${SECOND_SHOP_API}/ProductList`,
  query: z.object({ modeid: z.string().check(z.minLength(1), z.maxLength(64)) }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(product)),
  auth: 'public',
  usedBy: ['/secstorePage'],
});
