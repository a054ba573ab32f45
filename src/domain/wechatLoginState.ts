/**
 * The OAuth `state` of the messaging-app (WeChat) website login: a random value the app sends to
 * the login page and keeps, which the page hands back with the code. A return whose state is not
 * the one this tab sent is refused, so nobody can log a visitor in with a code of their own
 * (login CSRF). WeChat allows up to 128 letters and digits; 16 random bytes as 32 hex digits.
 * The app (src/lib/wechatLoginState.ts) and the mock's stand-in page check it by this one rule.
 */
const STATE_BYTES = 16;
const STATE_PATTERN = /^[0-9a-f]{32}$/;

/** A value shaped like a state this app issues. */
export const isWechatLoginState = (value: unknown): value is string =>
  typeof value === 'string' && STATE_PATTERN.test(value);

/** A fresh state from a cryptographic random source (`crypto.getRandomValues`). */
export function newWechatLoginState(
  fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>,
): string {
  const bytes = fillRandom(new Uint8Array(STATE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The returned state is the one that was sent: present, well formed and equal. */
export const isSameWechatLoginState = (
  returned: string | undefined,
  sent: string | undefined,
): boolean => isWechatLoginState(returned) && returned === sent;
