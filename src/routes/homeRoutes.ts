import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { rootRoute } from './rootRoute';

export const homePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/homePage',
  staticData: { title: msg`Home` },
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
