/** The account's payloads: login result, profile record, code-sending result, register payload. */
import * as z from 'zod/mini';
import { USERNAME_MAX_LENGTH } from '../../../domain/account';
import { AREA_CODES, DEFAULT_AREA_CODE } from '../../../domain/contact';
import { jsonId, localeParam } from '../endpoint';

/** Passwords travel only as a lowercase hex MD5. */
export const md5Hex = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'must be a lowercase hex MD5'));

const required = z.string().check(z.minLength(1));

/** A new username, without the spaces around it (src/domain/account.ts). */
export const username = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(USERNAME_MAX_LENGTH));

/**
 * Every account call may name the language of its messages; without it the
 * mock follows Accept-Language, then Chinese.
 */
export const messageLanguage = { language: z.optional(localeParam) };

/** The login answer (content-and-profile §3 "User"). */
export const loginResult = z.object({
  token: z.string(),
  nickname: z.string(),
  /** '' for a WeChat user who has not completed /wXuserDetail yet. */
  username: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** The user profile record (content-and-profile §3). Dates are `YYYY-MM-DD HH:mm:ss`, China time. */
export const userProfile = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  commanyname: z.string(),
  email: z.string(),
  phone: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  isNewRecord: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfile>;

/**
 * The SMS gateway's answer: '2' sent; '1' the number is not a mainland mobile
 * number; '3' a code was sent to it less than 10 s ago. `msg` says which.
 */
export const verifyCodeResult = z.object({
  code: z.enum(['1', '2', '3']),
  msg: z.string(),
});
export type VerifyCodeResult = z.infer<typeof verifyCodeResult>;

/** The registration form as sent (shop-and-shell §3 "Register payload"). */
/**
 * The phone's area code, digits only (shop-and-shell §2.4); the spec names no field for it, so it
 * travels beside the number and a backend that knows only the mainland's can leave it
 * (docs/decisions/account-screens.md).
 */
export const areaCode = z._default(z.enum(AREA_CODES), DEFAULT_AREA_CODE);

export const registerPayload = z.object({
  areaCode,
  phone: required,
  /** The SMS code sent to `phone`. */
  verification: required,
  username: username,
  password: md5Hex,
  commanyname: z.optional(z.string().check(z.maxLength(100))),
  /** Defaults to the username when empty. */
  nickname: z.optional(z.string().check(z.maxLength(50))),
  email: z.optional(z.string().check(z.maxLength(100))),
  agree: z.boolean(),
  isNewRecord: z.optional(z.literal(true)),
});
export type RegisterPayload = z.infer<typeof registerPayload>;

/**
 * The profile form, or `{ phone }` alone to bind a phone. Absent fields keep
 * their value; `id`, when sent, must be the caller's own.
 */
export const profileUpdate = z.object({
  id: z.optional(jsonId(z.string())),
  commanyname: z.optional(z.string().check(z.maxLength(100))),
  email: z.optional(z.string().check(z.maxLength(100))),
  phone: z.optional(z.string().check(z.maxLength(20))),
  nickname: z.optional(z.string().check(z.maxLength(50))),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;
