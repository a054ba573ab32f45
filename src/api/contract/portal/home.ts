/** The home page and the page banners (content-and-profile §2 screen 1, §3 "Home content", §7). */
import * as z from 'zod/mini';
import { defineEndpoint, localeParam, noBody, portalEnvelope, queryInt } from '../endpoint.ts';
import { appLink, dateTime, imageUrl, optionalLanguage } from './shared.ts';
import { firstLoadCalls } from '../firstLoadCalls.ts';

/** A banner slide; the mega-menu adverts have the same shape. */
export const banner = z.object({
  adImage: imageUrl,
  adLink: appLink,
  /** The slide's headline, also its alternative text. */
  adTitle: z.string(),
});
export type Banner = z.infer<typeof banner>;

/** The page banner types of content-and-profile §7. */
export const PAGE_BANNER_TYPES = [
  'video',
  'news',
  'contactUs',
  'joinUs',
  'aboutReach',
  'docCenter',
  'helpCenter',
  'business',
  'technology',
  'develope',
  'download',
  'agent',
  'howBuy',
  'product',
  'service',
  'airland',
  'paas',
  'solution',
  'cooperation',
  'incubator',
] as const;
export type PageBannerType = (typeof PAGE_BANNER_TYPES)[number];

export const homeNews = z.object({
  id: z.string(),
  title: z.string(),
  /** One sentence for the card. */
  summary: z.string(),
  image: imageUrl,
  createDate: dateTime,
  newsLink: appLink,
});
export type HomeNews = z.infer<typeof homeNews>;

/** A link inside a home solution column. */
export const moduleLink = z.object({ name: z.string(), link: appLink });
export type ModuleLink = z.infer<typeof moduleLink>;

/** One of the three solution columns of the home page. */
export const homeModule = z.object({
  moduleId: z.string(),
  title: z.string(),
  descript: z.string(),
  image: imageUrl,
  link: appLink,
  linkList: z.array(moduleLink),
});
export type HomeModule = z.infer<typeof homeModule>;

export const successCase = z.object({
  id: z.string(),
  title: z.string(),
  image: imageUrl,
  link: appLink,
});
export type SuccessCase = z.infer<typeof successCase>;

/** The five product rows of the home page. */
export const HOME_PRODUCT_TYPES = [1, 2, 3, 4, 5] as const;

export const homeProduct = z.object({
  productLink: appLink,
  productImage: imageUrl,
  productName: z.string(),
  productType: z.number(),
});
export type HomeProduct = z.infer<typeof homeProduct>;

export const getHomeNewsList = defineEndpoint({
  name: 'getNewsList',
  summary: 'The industry news cards and the banner ticker of the home page, newest first.',
  ...firstLoadCalls.getHomeNewsList,
  query: z.object(optionalLanguage),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(homeNews)),
  auth: 'public',
  usedBy: ['/homePage'],
});

export const getBannerList = defineEndpoint({
  name: 'getBannerList',
  summary:
    'The banner slides of a page by `type` (`home` is the carousel; see PAGE_BANNER_TYPES); an unknown type answers an empty list.',
  ...firstLoadCalls.getBannerList,
  query: z.object({
    type: z.string().check(z.minLength(1), z.maxLength(64)),
    language: localeParam,
  }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(banner)),
  auth: 'public',
  usedBy: [
    '/homePage',
    '/produceSeries',
    '/addValue',
    '/Airlan',
    '/Pass',
    '/solve',
    '/videoView',
    '/news',
    '/contact',
    '/addUs',
    '/reach',
    '/doc',
    '/cooperation',
    '/incubator',
    '/agent',
    '/howBuy',
    '/docCenter',
    '/helpCenter',
    '/business',
    '/technology',
    '/developer',
  ],
});

export const getHomepageModules = defineEndpoint({
  name: 'getHomepageModules',
  summary: 'The three solution columns of the home page: device, industry, platform and services.',
  ...firstLoadCalls.getHomepageModules,
  query: z.object(optionalLanguage),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(homeModule)),
  auth: 'public',
  usedBy: ['/homePage'],
});

export const getSuccCases = defineEndpoint({
  name: 'getSuccCases',
  summary: 'The success cases shown on the home page.',
  ...firstLoadCalls.getSuccCases,
  query: z.object(optionalLanguage),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(successCase)),
  auth: 'public',
  usedBy: ['/homePage'],
});

export const getHomeProductList = defineEndpoint({
  name: 'getProductList',
  summary:
    'One home product row by `type`: 1 modules, 2 terminals, 3 gateways, 4 smart meters, 5 platform services.',
  ...firstLoadCalls.getHomeProductList,
  query: z.object({ type: queryInt.check(z.gte(1), z.lte(5)), ...optionalLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(homeProduct)),
  auth: 'public',
  usedBy: ['/homePage'],
});
