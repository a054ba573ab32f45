import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What a user reads for each field code the account machines produce
 * (shop-and-shell §5, content-and-profile §5 and §8). One table, so the same
 * rule says the same thing on every screen.
 */
export const fieldMessages = {
  phoneEmpty: msg`Please enter your phone number`,
  phoneRequired: msg`Please enter your phone number`,
  phoneNotNumeric: msg`Please enter a numerical value`,
  phoneFormat: msg`Incorrect phone number format`,
  phoneUsed: msg`This number is already registered!`,
  alreadyRegistered: msg`This number is already registered!`,
  alreadyBound: msg`This number is already bound to an account`,
  phoneRegistered: msg`This number is already bound to an account`,
  notExist: msg`This phone number does not exist`,
  emailEmpty: msg`Please enter your email address`,
  emailFormat: msg`Incorrect email format`,
  emailUsed: msg`This email is already registered!`,
  emailNotRegistered: msg`This email is not registered`,
  codeEmpty: msg`Please enter the verification code`,
  codeRequired: msg`Please enter the verification code`,
  codeWrong: msg`Verification code error`,
  usernameEmpty: msg`Please enter a username`,
  usernameRequired: msg`Please enter your username`,
  usernameChinese: msg`The username must not contain Chinese characters`,
  usernameBlank: msg`The username must not contain spaces`,
  usernameUsed: msg`The user name has been registered!`,
  usernameTaken: msg`The user name has been registered!`,
  passwordEmpty: msg`Please enter a password`,
  passwordRequired: msg`Please enter your password`,
  confirmEmpty: msg`Please enter the password again`,
  confirmPasswordRequired: msg`Please enter the password again`,
  passwordsDiffer: msg`The two passwords entered do not match`,
  oldPasswordRequired: msg`Please enter your current password`,
  newPasswordRequired: msg`Please enter a new password`,
  wrongOldPassword: msg`Initial password error, please re-enter`,
  notAgreed: msg`You have not agreed to the user agreement`,
} satisfies Record<string, MessageDescriptor>;

export type FieldMessageCode = keyof typeof fieldMessages;
