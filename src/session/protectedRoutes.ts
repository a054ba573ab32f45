/** Which routes need a login, and how the way to login remembers where the user was going. */
import type { AnyRoute } from '@tanstack/react-router';

/**
 * Spec §2.2: without a login token these routes are not shown. Each route says so in its own
 * declaration (`staticData.login`); this reads the set from the router's tree.
 */
export function pathsNeedingLogin(tree: AnyRoute): ReadonlySet<string> {
  const paths = new Set<string>();
  const visit = (route: AnyRoute) => {
    const { path, staticData } = route.options as { path?: string; staticData?: { login?: true } };
    if (path && staticData?.login) paths.add(path);
    Object.values<AnyRoute>(route.children ?? {}).forEach(visit);
  };
  visit(tree);
  return paths;
}

export const LOGIN_PATH = '/loginn';

/** Whether `pathname` (a trailing slash or not) is one of `protectedPaths`. */
export function isProtectedPath(pathname: string, protectedPaths: ReadonlySet<string>): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return protectedPaths.has(path);
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
