/** Password recovery (by a verified phone or e-mail code) and the logged-in password change. */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../../endpoint';
import { md5Hex, messageLanguage } from '../entities';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const modifyPwdByPhone = defineEndpoint({
  name: 'modifyPwdByPhone',
  summary:
    'Sets a new password (MD5) for the account of `phone`, once a code sent to it passed checkVerifyCode in the last 5 minutes. Ends every session of that account.',
  method: 'POST',
  path: `${PORTAL_API}/user/modifyPwdByPhone`,
  query: z.object(messageLanguage),
  bodyKind: 'json',
  body: z.object({ phone: text(20), password: md5Hex }),
  result: portalEnvelope(z.null()),
  auth: 'public',
  usedBy: ['/findBack'],
});

export const modifyPwdByEmail = defineEndpoint({
  name: 'modifyPwdByEmail',
  summary:
    'Sets a new password (MD5) for the account of `email`, once a code sent to it passed checkVerifyCode in the last 5 minutes. Ends every session of that account.',
  method: 'POST',
  path: `${PORTAL_API}/user/modifyPwdByEmail`,
  query: z.object(messageLanguage),
  bodyKind: 'json',
  body: z.object({ email: text(100), password: md5Hex }),
  result: portalEnvelope(z.null()),
  auth: 'public',
  usedBy: ['/findBack'],
});

export const modifyPwd = defineEndpoint({
  name: 'modifyPwd',
  summary:
    "Changes the caller's password (both MD5); code 0 when the old one is wrong. The caller's other sessions end; this one stays valid.",
  method: 'POST',
  path: `${PORTAL_API}/user/modifyPwd`,
  query: z.object({ oldPassword: md5Hex, newPassword: md5Hex, ...messageLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.null()),
  auth: 'user',
  usedBy: ['/userDetail'],
});
