import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { call, LANGUAGE, pageBanner } from '../api/contract/earlyCall';
import { query } from '../lib/queryFields';
import { menuId } from './routeQueries';
import { rootRoute } from './rootRoute';

// Loaders are imported on use, so their API calls stay out of the first screen's bundle.
const loaders = () => import('../features/content/pageLoaders');

const productSeriesQuery = query({ routerId: menuId });

const productSeriesEarlyCalls = [
  pageBanner('product'),
  call('getModuleProductList', { productTypeId: { address: 'routerId' }, language: LANGUAGE }),
] as const;

export const productSeriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/produceSeries',
  staticData: {
    keyRoute: { name: 'series' },
    title: msg`Products`,
    early: productSeriesEarlyCalls,
  },
  validateSearch: productSeriesQuery,
  loaderDeps: ({ search }) => ({ routerId: search.routerId }),
  loader: async ({ deps }) =>
    (await loaders()).loadProductPage(productSeriesEarlyCalls, deps.routerId),
  component: lazyScreen(
    'content',
    () => import('../features/content/ProductSeriesScreen'),
    'ProductSeriesScreen',
  ),
});

const dataServiceQuery = query({ serviceTypeId: menuId });

export const dataServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/addValue',
  staticData: { title: msg`Data services` },
  validateSearch: dataServiceQuery,
  loaderDeps: ({ search }) => ({ serviceTypeId: search.serviceTypeId }),
  loader: async ({ deps }) => (await loaders()).loadServicePage(deps.serviceTypeId),
  component: lazyScreen(
    'content',
    () => import('../features/content/DataServiceScreen'),
    'DataServiceScreen',
  ),
});

export const platformRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Pass',
  staticData: { title: msg`IoT platform` },
  loader: async () => (await loaders()).loadPaasPage(),
  component: lazyScreen(
    'content',
    () => import('../features/content/PlatformScreen'),
    'PlatformScreen',
  ),
});

const solutionQuery = query({ solutionTypeId: menuId });

export const solutionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/solve',
  staticData: { title: msg`Solutions` },
  validateSearch: solutionQuery,
  loaderDeps: ({ search }) => ({ solutionTypeId: search.solutionTypeId }),
  loader: async ({ deps }) => (await loaders()).loadSolutionPage(deps.solutionTypeId),
  component: lazyScreen(
    'content',
    () => import('../features/content/SolutionScreen'),
    'SolutionScreen',
  ),
});

export const airlandRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Airlan',
  staticData: { title: msg`AirLand` },
  loader: async () => (await loaders()).loadAirlandPage(),
  component: lazyScreen(
    'content',
    () => import('../features/content/AirlandScreen'),
    'AirlandScreen',
  ),
});

const aboutEarlyCalls = [
  pageBanner('aboutReach'),
  call('abouReach', { language: LANGUAGE }),
] as const;

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reach',
  staticData: { keyRoute: { name: 'about' }, title: msg`About us`, early: aboutEarlyCalls },
  loader: async () =>
    (await import('../features/about/AboutScreen')).loadAboutPage(aboutEarlyCalls),
  component: lazyScreen('about', () => import('../features/about/AboutScreen'), 'AboutScreen'),
});
