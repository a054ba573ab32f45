/**
 * How a route's address is read, by the app (src/app/searchCodec.ts) and by the HTML's start-up
 * script that makes the landed screen's first calls (scripts/vite/routePreload.ts embeds these
 * functions' own source). Read two ways, a bookmarked `#/goodsDeil?id="1001"` was asked twice:
 * once by the script with the quotes, once by the screen without (docs/decisions.md, "One
 * reading of the address").
 *
 * Each function is self-contained, with no import and no name from outside its body: the script
 * runs its source as it is.
 */

/**
 * The route a hash address names, as the router's hash history reads it (`createHashHistory` of
 * @tanstack/history): the hash up to a second `#`, then the page's own query (before the `#`);
 * its path up to the first `?`, its query string from there.
 */
export function hashRoute(hash: string, pageSearch: string): { path: string; search: string } {
  const end = hash.indexOf('#', 1);
  const route = hash.slice(1, end < 0 ? hash.length : end) + pageSearch;
  const start = route.indexOf('?');
  return start < 0
    ? { path: route || '/', search: '' }
    : { path: route.slice(0, start) || '/', search: route.slice(start) };
}

/**
 * Each name's first value, as text (each route's schema gives it its type, so `id=007` stays
 * `007`); a value in JSON quotes, as the router's default codec wrote links (`"1001"`,
 * bookmarked or shared), without them.
 */
export function readRouteQuery(search: string): Record<string, string> {
  const values = new Map<string, string>();
  new URLSearchParams(search).forEach((value, name) => {
    if (values.has(name)) return;
    let text = value;
    if (/^".*"$/s.test(value)) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (typeof parsed === 'string') text = parsed;
      } catch {
        // Not JSON after all (`"unclosed`): the value as written.
      }
    }
    values.set(name, text);
  });
  return Object.fromEntries(values);
}
