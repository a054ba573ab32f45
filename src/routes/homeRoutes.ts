import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { rootRoute } from './rootRoute';

export const homePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/homePage',
  staticData: { title: msg`Home` },
  // The data is deferred (promises, not awaited): the first paint never waits for the API.
  loader: async () => (await import('../features/home/HomeScreen')).loadHome(),
  component: lazyRouteComponent(() => import('../features/home/HomeScreen'), 'HomeScreen'),
});

/** `/` is the home page too (spec route table); one address keeps links canonical. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/homePage', replace: true });
  },
});
