/** Account names (shop-and-shell §5 "Registration"). */

/** The longest username the backend stores. */
export const USERNAME_MAX_LENGTH = 32;

export type UsernameProblem = 'usernameEmpty' | 'usernameChinese' | 'usernameBlank';

const HAN = /\p{Script=Han}/u;
const BLANK = /\s/;

/**
 * Spec §5: required, no Chinese characters; no spaces inside either, since a login name is typed
 * as one word. Spaces around it are ignored (the form and the contract trim them).
 */
export function usernameProblem(username: string): UsernameProblem | undefined {
  const value = username.trim();
  if (value === '') return 'usernameEmpty';
  if (HAN.test(value)) return 'usernameChinese';
  if (BLANK.test(value)) return 'usernameBlank';
  return undefined;
}

/** A mainland identity card number: 17 digits and a check character (a digit or X). */
export const ID_CARD_NUMBER = /^\d{17}[\dXx]$/;
