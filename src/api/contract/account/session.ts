/** Logging in and out, and the two session checks (portal user info, shop token check). */
import * as z from 'zod/mini';
import {
  defineEndpoint,
  noBody,
  PORTAL_API,
  portalEnvelope,
  SHOP_API,
  shopEnvelope,
} from '../endpoint';
import { loginResult, md5Hex, messageLanguage, userProfile } from './entities';

const SHOP_ROUTES = ['/storePage', '/goodsDeil', '/cartView', '/payView', '/buyTab'];

export const login = defineEndpoint({
  name: 'login',
  summary:
    'Logs in with `username` and `password` (MD5), or with a one-time WeChat `wxCode`. Code 1 with the token; code 0 with a message when the credentials or the code are refused.',
  method: 'POST',
  path: `${PORTAL_API}/user/login`,
  query: z.object({
    username: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
    password: z.optional(md5Hex),
    wxCode: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    ...messageLanguage,
  }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(loginResult),
  auth: 'public',
  usedBy: ['/loginn'],
});

export const logout = defineEndpoint({
  name: 'logout',
  summary: "Ends the caller's session; code 1 even when the token was already invalid.",
  method: 'POST',
  path: `${PORTAL_API}/user/logout`,
  query: z.object(messageLanguage),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.null()),
  auth: 'public',
  usedBy: ['shell'],
});

export const getUserInfo = defineEndpoint({
  name: 'getUserInfo',
  summary:
    "The caller's profile record (code 1), or code 2 when the token is missing, expired or logged out.",
  method: 'GET',
  path: `${PORTAL_API}/user/getUserInfo`,
  query: z.object(messageLanguage),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(userProfile),
  // Answers code 2 itself, so it is not refused before the handler runs.
  auth: 'public',
  usedBy: ['shell', '/userDetail', '/wXuserDetail'],
});

const tokenParam = z.object({ eshoppingtoken: z.optional(z.string()), ...messageLanguage });

export const tokencheck = defineEndpoint({
  name: 'tokencheck',
  summary:
    'Checks `eshoppingtoken` (query or form body): statuscode 0 valid, with `username`; 1 expired; 2 logged out; 3 missing or unknown.',
  method: 'POST',
  path: `${SHOP_API}/eshoppinglogin/tokencheck`,
  query: tokenParam,
  bodyKind: 'form',
  body: z.optional(z.object({ eshoppingtoken: z.optional(z.string()) })),
  result: z.extend(shopEnvelope(z.null()), {
    /** The token's user, when statuscode is 0. */
    username: z.optional(z.string()),
  }),
  auth: 'public',
  usedBy: SHOP_ROUTES,
});

export const userlist = defineEndpoint({
  name: 'userlist',
  summary:
    "The caller's own profile when `username` is theirs, else an empty list: nobody sees another user.",
  method: 'GET',
  path: `${SHOP_API}/eshoppinglogin/userlist`,
  query: z.extend(tokenParam, { username: z.string().check(z.minLength(1)) }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(userProfile)),
  auth: 'user',
  usedBy: ['/userDetail'],
});
