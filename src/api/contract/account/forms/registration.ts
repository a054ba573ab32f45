/** Registration: availability checks, verification codes and the register call itself. */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../../endpoint';
import { areaCode, messageLanguage, registerPayload, verifyCodeResult } from '../entities';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

function availability<F extends 'phone' | 'username' | 'email'>(
  field: F,
  name: string,
  usedBy: string[],
) {
  // A computed key widens to `string`; the cast keeps the parameter's own name in the type.
  const shape = { [field]: text(100), ...messageLanguage } as Record<F, ReturnType<typeof text>> &
    typeof messageLanguage;
  return defineEndpoint({
    name,
    summary: `Whether a user already has this ${field}: data true when registered.`,
    method: 'GET',
    path: `${PORTAL_API}/user/${name}`,
    query: z.object(shape),
    bodyKind: 'none',
    body: noBody,
    result: portalEnvelope(z.boolean()),
    auth: 'public',
    usedBy,
  });
}

export const isPhoneRegister = availability('phone', 'isPhoneRegister', [
  '/register',
  '/findBack',
  '/userDetail',
]);
export const isUsernameRegister = availability('username', 'isUsernameRegister', [
  '/register',
  '/wXuserDetail',
]);
export const isEmailRegister = availability('email', 'isEmailRegister', ['/register', '/findBack']);

export const getVerifyCode = defineEndpoint({
  name: 'getVerifyCode',
  summary:
    'Sends a 6-digit SMS code to a mobile of `areaCode` (86 unless given), valid 5 minutes, at most one per phone per 10 s. data.code "2" when sent, else data.msg says why.',
  method: 'POST',
  path: `${PORTAL_API}/user/getVerifyCode`,
  query: z.object({ phone: text(20), areaCode, ...messageLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(verifyCodeResult),
  auth: 'public',
  usedBy: ['/register', '/findBack', '/userDetail'],
});

export const sendVerifyCodeByEmail = defineEndpoint({
  name: 'sendVerifyCodeByEmail',
  summary:
    'Sends a 6-digit code to a registered e-mail (password recovery), same rules as the SMS code. Code 1 when sent, else code 0 with the reason.',
  method: 'POST',
  path: `${PORTAL_API}/user/sendVerifyCodeByEmail`,
  query: z.object({ email: text(100), ...messageLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.null()),
  auth: 'public',
  usedBy: ['/findBack'],
});

export const checkVerifyCode = defineEndpoint({
  name: 'checkVerifyCode',
  summary:
    'Checks the code sent to `phone` (or `email`): code 1 right, code 0 wrong or expired. Five wrong tries void the code.',
  method: 'POST',
  path: `${PORTAL_API}/user/checkVerifyCode`,
  query: z.object({
    phone: z.optional(text(20)),
    email: z.optional(text(100)),
    verifyCode: text(10),
    ...messageLanguage,
  }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.null()),
  auth: 'public',
  usedBy: ['/register', '/findBack', '/userDetail'],
});

export const register = defineEndpoint({
  name: 'register',
  summary:
    'Creates an account from the registration form. Code 1 on success; code 0 with the reason (phone format, username, taken phone/username/e-mail, wrong code, agreement).',
  method: 'POST',
  path: `${PORTAL_API}/user/register`,
  query: z.object(messageLanguage),
  bodyKind: 'json',
  body: registerPayload,
  result: portalEnvelope(z.null()),
  auth: 'public',
  usedBy: ['/register'],
});
