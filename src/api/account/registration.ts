/** Registration: availability checks, verification codes and the register call. */
import {
  checkVerifyCode,
  getVerifyCode,
  isEmailRegister,
  isPhoneRegister,
  isUsernameRegister,
  register,
  sendVerifyCodeByEmail,
} from '../contract/account/forms/registration';
import type { AreaCode } from '../../domain/contact';
import { md5 } from '../../lib/md5';
import { callPortal, codeOf, type Refusal } from './portalCall';

/** Spec §7: getVerifyCode data.code '2' means the SMS was sent. */
const SMS_SENT = '2';

/** An availability answer: `data` true when an account already has the value. */
function registeredOf(answer: { ok: true; result: { data: boolean } } | Refusal): boolean {
  if (!answer.ok) throw new Error(answer.msg ?? 'availability check refused');
  return answer.result.data;
}

/** GET isPhoneRegister: true when the phone already has an account. */
export async function isPhoneRegistered(phone: string): Promise<boolean> {
  return registeredOf(await callPortal(isPhoneRegister, { phone }));
}

export async function isUsernameRegistered(username: string): Promise<boolean> {
  return registeredOf(await callPortal(isUsernameRegister, { username }));
}

export async function isEmailRegistered(email: string): Promise<boolean> {
  return registeredOf(await callPortal(isEmailRegister, { email }));
}

export interface SendCodeAnswer {
  sent: boolean;
  /** The server's reason when it did not send. */
  message?: string;
}

/** POST getVerifyCode: an SMS code to `phone`, a mobile of `areaCode`. */
export async function sendSmsCode(phone: string, areaCode: AreaCode): Promise<SendCodeAnswer> {
  const answer = await callPortal(getVerifyCode, { phone, areaCode });
  if (!answer.ok) return { sent: false, message: answer.msg };
  const { code, msg } = answer.result.data;
  return code === SMS_SENT ? { sent: true } : { sent: false, message: msg };
}

/** POST sendVerifyCodeByEmail: a code to a registered email (recovery). */
export async function sendEmailCode(email: string): Promise<SendCodeAnswer> {
  const answer = await callPortal(sendVerifyCodeByEmail, { email });
  return answer.ok ? { sent: true } : { sent: false, message: answer.msg };
}

/** POST checkVerifyCode: code 0 when the code is wrong. */
export async function checkCode(
  to: { phone: string } | { email: string },
  code: string,
): Promise<{ code: number; msg?: string }> {
  return codeOf(await callPortal(checkVerifyCode, { ...to, verifyCode: code }));
}

export interface RegistrationForm {
  areaCode: AreaCode;
  phone: string;
  code: string;
  username: string;
  /** In clear; sent as its MD5. */
  password: string;
  company: string;
  nickname: string;
  email: string;
  agree: boolean;
}

/** POST register with the spec's register payload (shop-and-shell §3). */
export async function registerUser(
  form: RegistrationForm,
): Promise<{ code: number; msg?: string }> {
  const body = {
    areaCode: form.areaCode,
    phone: form.phone,
    verification: form.code,
    username: form.username,
    password: md5(form.password),
    commanyname: form.company,
    nickname: form.nickname,
    email: form.email,
    agree: form.agree,
    isNewRecord: true as const,
  };
  return codeOf(await callPortal(register, {}, { body }));
}
