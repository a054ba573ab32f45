import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { awaitCheckedQuery, searchOf } from './lazySearch';
import { rootRoute } from './rootRoute';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loginn',
  staticData: { title: msg`Log in` },
  validateSearch: searchOf('/loginn'),
  loader: awaitCheckedQuery,
  component: lazyScreen(
    'account',
    () => import('../features/account/login/LoginScreen'),
    'LoginScreen',
  ),
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  staticData: { title: msg`Register` },
  component: lazyScreen(
    'account',
    () => import('../features/account/register/RegisterScreen'),
    'RegisterScreen',
  ),
});

export const findBackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/findBack',
  staticData: { title: msg`Recover password` },
  component: lazyScreen(
    'account',
    () => import('../features/account/recovery/RecoveryScreen'),
    'RecoveryScreen',
  ),
});

export const wxUserDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wXuserDetail',
  staticData: { title: msg`Complete your account` },
  component: lazyScreen(
    'account',
    () => import('../features/account/wxUser/WxUserScreen'),
    'WxUserScreen',
  ),
});

export const userDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/userDetail',
  staticData: { title: msg`User center` },
  validateSearch: searchOf('/userDetail'),
  // Imported on demand: the account API (and MD5) stays out of the first page's chunk.
  loader: async (args) => {
    await awaitCheckedQuery(args);
    return import('../features/account/profile/profileData').then((data) => data.loadProfilePage());
  },
  component: lazyScreen(
    'account',
    () => import('../features/account/profile/ProfileScreen'),
    'ProfileScreen',
  ),
});

/** The account screens' routes; each screen is loaded lazily in its own chunk. */
export const accountRoutes = [
  loginRoute,
  registerRoute,
  findBackRoute,
  wxUserDetailRoute,
  userDetailRoute,
] as const;
