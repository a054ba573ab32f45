/** Which routes need a login, and how the way to login remembers where the user was going. */

/** Spec §2.2: without a login token these routes are not shown. */
export const PROTECTED_PATHS: readonly string[] = [
  '/payView',
  '/cartView',
  '/buyTab',
  '/userDetail',
];

export const LOGIN_PATH = '/loginn';

export function isProtectedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PROTECTED_PATHS.includes(path);
}

/** The guard's decision: this path may not be shown to someone without a token. */
export function requiresLogin(pathname: string, hasToken: boolean): boolean {
  return !hasToken && isProtectedPath(pathname);
}

/**
 * An in-app path the login screen may go to afterwards: it starts with one `/`, so neither
 * `//host` nor `https://host` (an open redirect) nor a path with a backslash gets through.
 */
export function isInAppPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
  );
}

/** `/loginn?redirect=<target>`: the login screen goes to the target after logging in. */
export function loginHref(target: string | undefined): string {
  if (!isInAppPath(target) || target.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;
}
