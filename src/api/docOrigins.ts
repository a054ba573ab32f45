/**
 * The documentation sites the document and help centres may show in their frame,
 * and the only place that decides it. A `docUrl` from the address bar is framed
 * only when it resolves, over http(s), to one of these origins under the site's
 * path prefix: never `javascript:`, `data:`, a protocol-relative `//host`, a
 * foreign origin or another path of this one.
 */
import { docSites as configuredSites } from 'virtual:app-config';
import type { Locale } from '../i18n/locales';

export interface DocSite {
  /** `https://docs.example.com`; the app's own origin for the mock's doc site. */
  origin: string;
  /** Path every document of the site lives under, ending with `/`. */
  pathPrefix: string;
}

/** At least one site: the first is the documentation's home. */
export type DocSites = readonly [DocSite, ...DocSite[]];

/** Longest `docUrl` accepted; a real document address is far shorter. */
const MAX_DOC_URL_LENGTH = 2000;

const appOrigin = () => window.location.origin;

function site(prefix: string, origin: string): DocSite {
  const url = new URL(prefix, origin);
  return { origin: url.origin, pathPrefix: url.pathname };
}

/**
 * The configured sites (`VITE_DOC_SITES`, URL prefixes such as `https://docs.example.com/reach/`).
 * In development the mock's own doc site, a path on the app's origin (`/__mock/docs/`).
 */
export function docSites(origin: string = appOrigin()): DocSites {
  const [home, ...others] = configuredSites;
  return [site(home, origin), ...others.map((prefix) => site(prefix, origin))];
}

/**
 * The address to frame for a `docUrl`, or `undefined` when it is not a page of
 * an allowed documentation site. Relative addresses resolve against the first
 * site (the mock's paths in development).
 */
export function acceptDocUrl(docUrl: string, sites: DocSites = docSites()): string | undefined {
  const candidate = docUrl.trim();
  const [home] = sites;
  if (candidate === '' || candidate.length > MAX_DOC_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, home.origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  // The URL parser has already resolved `..`, `%2e%2e` and backslashes in the path.
  const allowed = sites.some(
    (site) => site.origin === url.origin && url.pathname.startsWith(site.pathPrefix),
  );
  return allowed ? url.href : undefined;
}

/** A document's page on the documentation site, as the document centre's `docUrl`. */
export function documentUrl(itemId: string, locale: Locale, sites = docSites()): string {
  const [home] = sites;
  const path = `${home.pathPrefix}${encodeURIComponent(itemId)}?lang=${locale}`;
  // The mock's site is on the app's own origin: keep its links relative, as its content does.
  return home.origin === appOrigin() ? path : `${home.origin}${path}`;
}

/** The site's index of documents: the document centre's default page. */
export function docIndexUrl(locale: Locale, sites = docSites()): string {
  const [home] = sites;
  return `${home.origin}${home.pathPrefix}?lang=${locale}`;
}

/**
 * The help centre opens on the cloud platform's quick start (the spec fixes the
 * default pages without showing them; see docs/decisions/support-screens.md).
 */
export const HELP_CENTRE_DEFAULT_DOC = 'di2103';
