/**
 * The content blocks of the product series, data service, platform, solution and
 * airland pages (content-and-profile §2 screen 2, §3 "Content block", §7 `module/*`).
 * A page is a list of blocks; an unknown id answers an empty list and the page
 * shows its built-in placeholder content.
 */
import * as z from 'zod/mini';
import { defineEndpoint, localeParam, noBody, PORTAL_API, portalEnvelope } from '../endpoint.ts';
import { appLink, dateTime, imageUrl, optionalLanguage, pageId } from './shared.ts';

/**
 * The block styles the mock sends. `styleName` stays a plain string in the
 * schema so a block of a newer style does not make the whole page unreadable:
 * the client renders styles it does not know as nothing.
 */
export const BLOCK_STYLES = [
  'introduce',
  'leftImg',
  'rightImg',
  'leftAssemble',
  'rightAssemble',
  'produceList',
  'paas',
  'bottomImg',
  'fourColWord',
  'download',
  'Mapping',
  'airEmpty',
  'videoo',
] as const;
export type BlockStyle = (typeof BLOCK_STYLES)[number];

export const blockProduct = z.object({
  productImage: imageUrl,
  productName: z.string(),
  productLink: appLink,
});
export type BlockProduct = z.infer<typeof blockProduct>;

export const blockFile = z.object({
  dataImage: imageUrl,
  dataTitle: z.string(),
  dataDescript: z.string(),
  /** The file itself (the mock serves documents as pages of its doc site). */
  dataFile: z.string(),
  /** The same document inside the app's document centre. */
  link: appLink,
});
export type BlockFile = z.infer<typeof blockFile>;

export const blockImage = z.object({ img: imageUrl, title: z.string() });
export type BlockImage = z.infer<typeof blockImage>;

export const blockWord = z.object({ title: z.string(), content: z.string() });
export type BlockWord = z.infer<typeof blockWord>;

export const blockVideo = z.object({
  /** The video platform's id, for its embedded player; empty when `videoUrl` is given. */
  bvid: z.string(),
  /** The video file itself, played by the browser; preferred to `bvid` when present. */
  videoUrl: z.optional(z.string()),
  videoName: z.string(),
  /** `mm:ss`. */
  duration: z.string(),
  cover: imageUrl,
  createTime: dateTime,
});
export type BlockVideo = z.infer<typeof blockVideo>;

/** Which fields a style uses is listed in docs/decisions/portal.md; the others are absent. */
export const contentBlock = z.object({
  styleName: z.string(),
  title: z.string(),
  /** Light HTML (`<p>`, `<b>`, `<br>`, lists): render it sanitised. */
  content: z.optional(z.string()),
  /** A background picture. */
  backGroud: z.optional(imageUrl),
  /** The block's main picture. */
  maxImg: z.optional(imageUrl),
  button: z.optional(z.string()),
  buttonLink: z.optional(appLink),
  productList: z.optional(z.array(blockProduct)),
  dataFileList: z.optional(z.array(blockFile)),
  imgList: z.optional(z.array(blockImage)),
  wordCol: z.optional(z.array(blockWord)),
  videoList: z.optional(z.array(blockVideo)),
});
export type ContentBlock = z.infer<typeof contentBlock>;

const blocks = portalEnvelope(z.array(contentBlock));

export const getModuleProductList = defineEndpoint({
  name: 'getProductList',
  summary:
    'The blocks of a product page; `productTypeId` is any product-menu id (category, series or model).',
  method: 'POST',
  path: `${PORTAL_API}/module/getProductList`,
  query: z.object({ productTypeId: pageId, language: localeParam }),
  bodyKind: 'none',
  body: noBody,
  result: blocks,
  auth: 'public',
  usedBy: ['/produceSeries'],
});

export const getDataSerList = defineEndpoint({
  name: 'getDataSerList',
  summary: 'The blocks of a value-added service page; `serviceTypeId` is a service-menu id.',
  method: 'POST',
  path: `${PORTAL_API}/module/getDataSerList`,
  query: z.object({ serviceTypeId: pageId, language: localeParam }),
  bodyKind: 'none',
  body: noBody,
  result: blocks,
  auth: 'public',
  usedBy: ['/addValue'],
});

export const getAirlandList = defineEndpoint({
  name: 'getAirlandList',
  summary: 'The blocks of the airland (air-ground integrated IoT) page.',
  method: 'POST',
  path: `${PORTAL_API}/module/getAirlandList`,
  query: z.object({ language: localeParam }),
  bodyKind: 'none',
  body: noBody,
  result: blocks,
  auth: 'public',
  usedBy: ['/Airlan'],
});

export const getPaasList = defineEndpoint({
  name: 'getPaasList',
  summary: 'The blocks of the platform (PaaS) page; the spec sends no language, so it is optional.',
  method: 'POST',
  path: `${PORTAL_API}/module/getPaasList`,
  query: z.object(optionalLanguage),
  bodyKind: 'none',
  body: noBody,
  result: blocks,
  auth: 'public',
  usedBy: ['/Pass'],
});

export const getSolutionList = defineEndpoint({
  name: 'getSolutionList',
  summary:
    'The blocks of a solution page, in tab order: introduction, applicable products, cases, services.',
  method: 'POST',
  path: `${PORTAL_API}/module/getSolutionList`,
  query: z.object({ solutionTypeId: pageId, language: localeParam }),
  bodyKind: 'none',
  body: noBody,
  result: blocks,
  auth: 'public',
  usedBy: ['/solve'],
});
