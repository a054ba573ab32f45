/** Password recovery (phone or email code) and the logged-in password change. */
import { modifyPwd, modifyPwdByEmail, modifyPwdByPhone } from '../contract/account/forms/password';
import { md5 } from '../../lib/md5';
import { callPortal, codeOf } from './portalCall';

type Outcome = Promise<{ code: number; msg?: string }>;

/** POST modifyPwdByPhone, after the code sent to `phone` was checked. */
export async function resetPasswordByPhone(phone: string, password: string): Outcome {
  return codeOf(
    await callPortal(modifyPwdByPhone, {}, { body: { phone, password: md5(password) } }),
  );
}

/** POST modifyPwdByEmail, after the code sent to `email` was checked. */
export async function resetPasswordByEmail(email: string, password: string): Outcome {
  return codeOf(
    await callPortal(modifyPwdByEmail, {}, { body: { email, password: md5(password) } }),
  );
}

/** POST modifyPwd; code 0 when the old password is wrong. */
export async function changePassword(oldPassword: string, newPassword: string): Outcome {
  return codeOf(
    await callPortal(modifyPwd, { oldPassword: md5(oldPassword), newPassword: md5(newPassword) }),
  );
}
