import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { call, LANGUAGE, listKeyWord, listPaging, pageBanner } from '../api/contract/earlyCall';
import { query, text } from '../lib/queryFields';
import { docSearch, listPage } from './routeQueries';
import { rootRoute } from './rootRoute';

// Loaders are imported on demand so the support pages' API code stays out of the first chunk.

const videoViewQuery = query({ page: listPage, gatherId: text(40), keyWord: text(100) });

const videoViewEarlyCalls = [
  pageBanner('video'),
  call('getVideoGatherList', { language: LANGUAGE }),
  call('getVideoList', {
    ...listPaging,
    keyWord: listKeyWord,
    gatherId: { address: 'gatherId', otherwise: null },
    language: LANGUAGE,
  }),
] as const;

export const videoViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/videoView',
  staticData: {
    keyRoute: { name: 'videos' },
    title: msg`Video centre`,
    early: videoViewEarlyCalls,
  },
  validateSearch: videoViewQuery,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) =>
    (await import('../features/videos/VideoCentreScreen')).loadVideoCentre(
      videoViewEarlyCalls,
      deps,
    ),
  component: lazyScreen(
    'videos',
    () => import('../features/videos/VideoCentreScreen'),
    'VideoCentreScreen',
  ),
});

const newsQuery = query({ page: listPage, keyWord: text(100) });

const newsEarlyCalls = [
  pageBanner('news'),
  call('getNewsList', { ...listPaging, keyWord: listKeyWord, language: LANGUAGE }),
] as const;

export const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news',
  staticData: { keyRoute: { name: 'news' }, title: msg`News centre`, early: newsEarlyCalls },
  validateSearch: newsQuery,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) =>
    (await import('../features/news/NewsCentreScreen')).loadNewsCentre(newsEarlyCalls, deps),
  component: lazyScreen(
    'news',
    () => import('../features/news/NewsCentreScreen'),
    'NewsCentreScreen',
  ),
});

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  staticData: { title: msg`Contact us` },
  loader: async () => (await import('../features/contact/loadContact')).loadContact(),
  component: lazyScreen(
    'contact',
    () => import('../features/contact/ContactScreen'),
    'ContactScreen',
  ),
});

export const joinUsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/addUs',
  staticData: { title: msg`Join us` },
  loader: async () => (await import('../features/jobs/loadJoinUs')).loadJoinUs(),
  component: lazyScreen('jobs', () => import('../features/jobs/JoinUsScreen'), 'JoinUsScreen'),
});

const downloadsQuery = query({ page: listPage, deviceType: text(40) });

export const downloadsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/doc',
  staticData: { title: msg`Downloads` },
  validateSearch: downloadsQuery,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) =>
    (await import('../features/downloads/loadDownloads')).loadDownloads(deps),
  component: lazyScreen(
    'downloads',
    () => import('../features/downloads/DownloadsScreen'),
    'DownloadsScreen',
  ),
});

/** Firmware updates (docs/decisions.md "/updView and /sendDd"). */
const firmwareQuery = query({ deviceType: text(40) });

export const firmwareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/updView',
  staticData: { title: msg`Firmware updates` },
  validateSearch: firmwareQuery,
  loaderDeps: ({ search }) => ({ deviceType: search.deviceType }),
  loader: async ({ deps }) =>
    (await import('../features/downloads/loadFirmware')).loadFirmware(deps),
  component: lazyScreen(
    'downloads',
    () => import('../features/downloads/FirmwareScreen'),
    'FirmwareScreen',
  ),
});

/** A bulk order request to sales (docs/decisions.md "/updView and /sendDd"). */
export const purchaseRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sendDd',
  staticData: { title: msg`Bulk order request` },
  loader: async () =>
    (await import('../features/purchaseRequest/loadPurchaseRequest')).loadPurchaseRequest(),
  component: lazyScreen(
    'purchaseRequest',
    () => import('../features/purchaseRequest/PurchaseRequestScreen'),
    'PurchaseRequestScreen',
  ),
});

export const docCentreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/docCenter',
  staticData: { title: msg`Document centre` },
  validateSearch: docSearch,
  loaderDeps: ({ search }) => ({ keyWord: search.keyWord }),
  loader: async ({ deps }) =>
    (await import('../features/docs/loadDocCentre')).loadDocCentre('docCenter', deps),
  component: lazyScreen(
    'docs',
    () => import('../features/docs/DocCentreScreen'),
    'DocCentreScreen',
  ),
});

export const helpCentreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/helpCenter',
  staticData: { title: msg`Help centre` },
  validateSearch: docSearch,
  loaderDeps: ({ search }) => ({ keyWord: search.keyWord }),
  loader: async ({ deps }) =>
    (await import('../features/docs/loadDocCentre')).loadDocCentre('helpCenter', deps),
  component: lazyScreen(
    'docs',
    () => import('../features/docs/HelpCentreScreen'),
    'HelpCentreScreen',
  ),
});

export const developerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/developer',
  staticData: { title: msg`Developer centre` },
  loader: async () => (await import('../features/docs/loadDeveloper')).loadDeveloper(),
  component: lazyScreen(
    'docs',
    () => import('../features/docs/DeveloperScreen'),
    'DeveloperScreen',
  ),
});

export const businessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/business',
  staticData: { title: msg`Business consulting` },
  loader: async () =>
    (await import('../features/consulting/loadConsulting')).loadBusinessConsulting('business'),
  component: lazyScreen(
    'consulting',
    () => import('../features/consulting/BusinessScreen'),
    'BusinessScreen',
  ),
});

export const howBuyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/howBuy',
  staticData: { title: msg`How to buy` },
  loader: async () =>
    (await import('../features/consulting/loadConsulting')).loadBusinessConsulting('howBuy'),
  component: lazyScreen(
    'consulting',
    () => import('../features/consulting/HowBuyScreen'),
    'HowBuyScreen',
  ),
});

export const technologyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/technology',
  staticData: { title: msg`Technical consulting` },
  loader: async () =>
    (await import('../features/consulting/loadConsulting')).loadTechnicalConsulting(),
  component: lazyScreen(
    'consulting',
    () => import('../features/consulting/TechnologyScreen'),
    'TechnologyScreen',
  ),
});

export const smartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/smart',
  staticData: { title: msg`Smart development platform` },
  loader: async () => (await import('../features/smart/loadSmart')).loadSmart(),
  component: lazyScreen('smart', () => import('../features/smart/SmartScreen'), 'SmartScreen'),
});
