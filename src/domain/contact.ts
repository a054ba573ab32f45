/**
 * Phone numbers and e-mail addresses, as the forms, the machines and the mock check them
 * (shop-and-shell §5, content-and-profile §5). Surrounding spaces are ignored.
 */

/** Mainland mobile numbers: 13x to 19x plus 8 digits. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** The registration's area codes (shop-and-shell §2.4, §9), as sent: digits, no plus sign. */
export const AREA_CODES = ['86', '65'] as const;
export type AreaCode = (typeof AREA_CODES)[number];
/** The mainland's: every phone field without an area code choice is a mainland mobile. */
export const DEFAULT_AREA_CODE: AreaCode = '86';

/** The mobile numbers of each area code: the mainland's, and Singapore's 8 digits from 8 or 9. */
export const MOBILE_RULES: Readonly<Record<AreaCode, RegExp>> = {
  '86': MAINLAND_MOBILE,
  '65': /^[89]\d{7}$/,
};

/** The most digits a mobile number of the area code has (the field's length limit). */
export const MOBILE_LENGTH: Readonly<Record<AreaCode, number>> = { '86': 11, '65': 8 };

/** The three phone messages of §5: empty, not a number, not a mobile of its area code. */
export type PhoneProblem = 'phoneEmpty' | 'phoneNotNumeric' | 'phoneFormat';

export function phoneProblem(
  phone: string,
  areaCode: AreaCode = DEFAULT_AREA_CODE,
): PhoneProblem | undefined {
  const value = phone.trim();
  if (value === '') return 'phoneEmpty';
  if (!/^\d+$/.test(value)) return 'phoneNotNumeric';
  if (!MOBILE_RULES[areaCode].test(value)) return 'phoneFormat';
  return undefined;
}

export const isMainlandMobile = (phone: string) => phoneProblem(phone) === undefined;

/**
 * something@domain.tld: no spaces, one @, and after it labels without dots of their own joined
 * by single dots (so `a@b..c` and `a@.b` are refused). Linear: no nested quantifier can backtrack.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The spec asks for a "pattern check" only; most addresses fit in 100 characters. */
export const EMAIL_MAX_LENGTH = 100;

export type EmailProblem = 'emailEmpty' | 'emailFormat';

export function emailProblem(email: string): EmailProblem | undefined {
  const value = email.trim();
  if (value === '') return 'emailEmpty';
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL.test(value)) return 'emailFormat';
  return undefined;
}

export const isEmail = (email: string) => emailProblem(email) === undefined;
