/** The app's routes are one segment (`/news`, `/docCenter?…`); server pages have deeper paths. */
const APP_ROUTE = /^\/[A-Za-z]+(?:[?#].*)?$/;

/**
 * Where a news title leads. The backend's `newsLink` is the article page itself
 * (on the mock `/__mock/news/:id`, a page with a link back to the news centre),
 * an app route (which lives after the hash) or an http(s) URL; anything else,
 * `javascript:` or a protocol-relative `//host` included, is not followed.
 */
export function articleHref(newsLink: string): string | undefined {
  const link = newsLink.trim();
  if (/^https?:\/\//i.test(link)) return link;
  if (!link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return undefined;
  return APP_ROUTE.test(link) ? `#${link}` : link;
}
