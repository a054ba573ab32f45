/** The profile form, phone binding, and binding a username to a WeChat login. */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../../endpoint';
import { md5Hex, messageLanguage, profileUpdate, userProfile, username } from '../entities';

export const modify = defineEndpoint({
  name: 'Modify',
  summary:
    "Saves the caller's profile, or binds `phone` alone (the new phone must have passed checkVerifyCode in the last 5 minutes). Answers the saved record.",
  method: 'POST',
  path: `${PORTAL_API}/user/Modify`,
  query: z.object(messageLanguage),
  bodyKind: 'json',
  body: profileUpdate,
  result: portalEnvelope(userProfile),
  auth: 'user',
  usedBy: ['/userDetail'],
});

export const wxBingAccount = defineEndpoint({
  name: 'wxBingAccount',
  summary:
    "Gives the caller's WeChat account a username and password (MD5); `verification` is the confirmation, MD5 too, and must equal it.",
  method: 'POST',
  path: `${PORTAL_API}/user/wxBingAccount`,
  query: z.object({
    username,
    password: md5Hex,
    verification: md5Hex,
    ...messageLanguage,
  }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.null()),
  auth: 'user',
  usedBy: ['/wXuserDetail'],
});
