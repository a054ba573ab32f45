import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { call, LANGUAGE } from '../api/contract/earlyCall';
import { HOME_BANNER_TYPE } from '../api/contract/firstLoadCalls';
import { rootRoute } from './rootRoute';

const homePageEarlyCalls = [
  call('getBannerList', { type: HOME_BANNER_TYPE, language: LANGUAGE }, ['data', 0, 'adImage']),
  call('getHomepageModules', { language: LANGUAGE }, ['data', 0, 'image']),
  call('getHomeNewsList', { language: LANGUAGE }),
  call('getSuccCases', { language: LANGUAGE }),
] as const;

export const homePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/homePage',
  staticData: {
    keyRoute: { name: 'home', landing: true },
    title: msg`Home`,
    // The carousel's first slide, and the first solution card's picture (a phone's largest).
    early: homePageEarlyCalls,
  },
  // The data is deferred (promises, not awaited): the first paint never waits for the API.
  loader: async () => (await import('../features/home/HomeScreen')).loadHome(homePageEarlyCalls),
  component: lazyRouteComponent(() => import('../features/home/HomeScreen'), 'HomeScreen'),
});

const HOME = '/homePage';

/** `/` is the home page too (spec route table); one address keeps links canonical. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { aliasOf: HOME },
  beforeLoad: () => {
    throw redirect({ to: HOME, replace: true });
  },
});
