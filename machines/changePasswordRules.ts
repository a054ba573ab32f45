/**
 * The change-password form's types, result code and field checks (the machine is in
 * changePasswordMachine.ts).
 */

/** The result code of `modifyPwd` that means "changed". */
export const PASSWORD_CHANGED_CODE = 1;

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Field messages, translated by the screen. */
export type ChangePasswordErrorCode =
  /** The old password is empty. */
  | 'oldPasswordRequired'
  /** 'Please enter a new password'. */
  | 'newPasswordRequired'
  /** The confirmation is empty. */
  | 'confirmPasswordRequired'
  /** 'The two passwords entered do not match'. */
  | 'passwordsDiffer'
  /** 'Initial password error, please re-enter'. */
  | 'wrongOldPassword';

/** A failure of the call itself (no answer, HTTP error): the screen shows the network error text. */
export type ChangePasswordFailure = { code: 'network' };

export interface ChangePasswordContext {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  errors: Partial<Record<ChangePasswordField, ChangePasswordErrorCode>>;
  failure: ChangePasswordFailure | null;
}

export type ChangePasswordEvent =
  { type: 'CHANGE'; field: ChangePasswordField; value: string } | { type: 'SUBMIT' };

/** Plain passwords: the app md5-hashes them before sending (`oldPassword`, `newPassword`). */
export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordResult {
  code: number;
  msg?: string;
}

/** The field codes of the current values, empty when the form may be sent. */
export function validatePasswords(
  context: Pick<ChangePasswordContext, ChangePasswordField>,
): ChangePasswordContext['errors'] {
  const errors: ChangePasswordContext['errors'] = {};
  if (context.oldPassword === '') errors.oldPassword = 'oldPasswordRequired';
  if (context.newPassword === '') errors.newPassword = 'newPasswordRequired';
  if (context.confirmPassword === '') errors.confirmPassword = 'confirmPasswordRequired';
  else if (context.confirmPassword !== context.newPassword)
    errors.confirmPassword = 'passwordsDiffer';
  return errors;
}
