import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { awaitCheckedQuery, searchOf } from './lazySearch';
import { rootRoute } from './rootRoute';

// Loaders are imported on use, so their API calls stay out of the first screen's bundle.
const loaders = () => import('../features/content/pageLoaders');

export const productSeriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/produceSeries',
  staticData: { title: msg`Products` },
  validateSearch: searchOf('/produceSeries'),
  loaderDeps: ({ search }) => ({ routerId: search.routerId }),
  loader: async (args) => {
    await awaitCheckedQuery(args);
    return (await loaders()).loadProductPage(args.deps.routerId);
  },
  component: lazyScreen(
    'content',
    () => import('../features/content/ProductSeriesScreen'),
    'ProductSeriesScreen',
  ),
});

export const dataServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/addValue',
  staticData: { title: msg`Data services` },
  validateSearch: searchOf('/addValue'),
  loaderDeps: ({ search }) => ({ serviceTypeId: search.serviceTypeId }),
  loader: async (args) => {
    await awaitCheckedQuery(args);
    return (await loaders()).loadServicePage(args.deps.serviceTypeId);
  },
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

export const solutionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/solve',
  staticData: { title: msg`Solutions` },
  validateSearch: searchOf('/solve'),
  loaderDeps: ({ search }) => ({ solutionTypeId: search.solutionTypeId }),
  loader: async (args) => {
    await awaitCheckedQuery(args);
    return (await loaders()).loadSolutionPage(args.deps.solutionTypeId);
  },
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

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reach',
  staticData: { title: msg`About us` },
  loader: async () => (await import('../features/about/AboutScreen')).loadAboutPage(),
  component: lazyScreen('about', () => import('../features/about/AboutScreen'), 'AboutScreen'),
});

/** The content screens' routes; each screen is loaded lazily in its own chunk. */
export const contentRoutes = [
  productSeriesRoute,
  dataServiceRoute,
  platformRoute,
  solutionRoute,
  airlandRoute,
  aboutRoute,
] as const;
