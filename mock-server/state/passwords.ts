import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** The client sends MD5(password); we keep only a salted scrypt of that. */
export function hashPassword(md5Hex: string, salt = randomBytes(16).toString('hex')) {
  const passwordHash = scryptSync(md5Hex, salt, 32, { N: 4096 }).toString('hex');
  return { passwordHash, salt };
}

export function verifyPassword(
  md5Hex: string,
  record: { passwordHash: string; salt: string },
): boolean {
  const candidate = Buffer.from(hashPassword(md5Hex, record.salt).passwordHash, 'hex');
  const expected = Buffer.from(record.passwordHash, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

export const isMd5Hex = (value: string) => /^[0-9a-f]{32}$/.test(value);
