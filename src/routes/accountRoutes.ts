import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { flag, inAppPath, query, text } from '../lib/queryFields';
import { rootRoute } from './rootRoute';

const loginQuery = query({
  /** `wx` opens the messaging-app QR login instead of the password form. */
  lgin: text(32),
  /** Where a guard was sending the user; after login the screen goes there. */
  redirect: inAppPath,
  /** The one-time code the messaging-app QR page returns with. */
  code: text(64),
  /** The login's `state` that came back with the code (src/domain/wechatLoginState.ts). */
  state: text(128),
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loginn',
  staticData: { keyRoute: { name: 'login' }, title: msg`Log in` },
  validateSearch: loginQuery,
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

const userDetailQuery = query({
  /** `changepwd` (true, 'true' or '1') opens the change-password dialog at once. */
  changepwd: flag,
});

export const userDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/userDetail',
  staticData: { title: msg`User center`, login: true },
  validateSearch: userDetailQuery,
  // Imported on demand: the account API (and MD5) stays out of the first page's chunk.
  loader: async () =>
    import('../features/account/profile/profileData').then((data) => data.loadProfilePage()),
  component: lazyScreen(
    'account',
    () => import('../features/account/profile/ProfileScreen'),
    'ProfileScreen',
  ),
});
