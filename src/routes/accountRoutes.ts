import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { rootRoute } from './rootRoute';

/** An in-app path the login returns to: `/…`, never `//…` (another host). */
const inAppPath = z
  .string()
  .check(z.refine((path) => path.startsWith('/') && !path.startsWith('//')));

const loginSearch = z.object({
  /** `wx` opens the messaging-app QR login instead of the password form. */
  lgin: z.catch(z.optional(z.string().check(z.maxLength(32))), undefined),
  /** Where a guard was sending the user; after login the screen goes there. */
  redirect: z.catch(z.optional(inAppPath), undefined),
  /** The one-time code the messaging-app QR page returns with. */
  code: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loginn',
  staticData: { title: msg`Log in` },
  validateSearch: loginSearch,
  component: lazyScreen(() => import('../features/account/login/LoginScreen'), 'LoginScreen'),
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  staticData: { title: msg`Register` },
  component: lazyScreen(
    () => import('../features/account/register/RegisterScreen'),
    'RegisterScreen',
  ),
});

export const findBackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/findBack',
  staticData: { title: msg`Recover password` },
  component: lazyScreen(
    () => import('../features/account/recovery/RecoveryScreen'),
    'RecoveryScreen',
  ),
});

export const wxUserDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wXuserDetail',
  staticData: { title: msg`Complete your account` },
  component: lazyScreen(() => import('../features/account/wxUser/WxUserScreen'), 'WxUserScreen'),
});

/** `changepwd` (true, 'true' or '1') opens the change-password dialog at once. */
const profileSearch = z.object({
  changepwd: z.catch(
    z.optional(
      z.pipe(
        z.union([z.boolean(), z.string()]),
        z.transform((value) => value === true || value === 'true' || value === '1'),
      ),
    ),
    undefined,
  ),
});

export const userDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/userDetail',
  staticData: { title: msg`User center` },
  validateSearch: profileSearch,
  // Imported on demand: the account API (and MD5) stays out of the first page's chunk.
  loader: () =>
    import('../features/account/profile/profileData').then((data) => data.loadProfilePage()),
  component: lazyScreen(() => import('../features/account/profile/ProfileScreen'), 'ProfileScreen'),
});

/** The account screens' routes; each screen is loaded lazily in its own chunk. */
export const accountRoutes = [
  loginRoute,
  registerRoute,
  findBackRoute,
  wxUserDetailRoute,
  userDetailRoute,
] as const;
