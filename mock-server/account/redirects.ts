/**
 * Where the WeChat QR page may send the browser back to: the app's own pages
 * only (same origin, relative, or one of the app origins), never an open redirect.
 */
import type { Request } from 'express';

/** Browsers drop control characters and read `\` as `/`, which would turn `/\x` into `//x`. */
const unsafe = (target: string) =>
  /[\s\\]/.test(target) ||
  [...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export function isAllowedRedirect(
  target: string,
  req: Request,
  allowedOrigins: readonly string[],
): boolean {
  if (target === '' || unsafe(target)) return false;
  if (target.startsWith('/')) return !target.startsWith('//');
  if (target.startsWith('#')) return true;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
  return url.origin === ownOrigin || allowedOrigins.includes(url.origin);
}

function setParam(pathAndQuery: string, name: string, value: string): string {
  const questionAt = pathAndQuery.indexOf('?');
  const path = questionAt < 0 ? pathAndQuery : pathAndQuery.slice(0, questionAt);
  const params = new URLSearchParams(questionAt < 0 ? '' : pathAndQuery.slice(questionAt + 1));
  params.set(name, value);
  return `${path}?${params}`;
}

/**
 * Adds `code` and the login's `state` to the redirect as WeChat does: to the address's query,
 * before any `#` (`/?code=…&state=…#/loginn`), even though the app routes by hash; the login
 * page takes them from there.
 */
export function withCode(target: string, code: string, state: string): string {
  const hashAt = target.indexOf('#');
  const path = hashAt < 0 ? target : target.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  return `${setParam(setParam(path, 'code', code), 'state', state)}${hash}`;
}
