/**
 * The documentation sites the document and help centres may show in their frame,
 * and the only place that decides it. A `docUrl` from the address bar is framed
 * only when it resolves, over http(s), to one of these origins under the site's
 * path prefix: never `javascript:`, `data:`, a protocol-relative `//host`, a
 * foreign origin or another path of this one.
 */
import { MOCK_DOCS_PREFIX } from './contract/portal/doc';
import type { Locale } from '../i18n/locales';

export interface DocSite {
  /** `https://docs.example.com`; the app's own origin for the mock's doc site. */
  origin: string;
  /** Path every document of the site lives under, ending with `/`. */
  pathPrefix: string;
}

/** Longest `docUrl` accepted; a real document address is far shorter. */
const MAX_DOC_URL_LENGTH = 2000;

/**
 * `VITE_DOC_SITES` lists the production sites as URL prefixes separated by commas
 * (`https://docs.example.com/reach/`). Without it, the mock's own doc site, served
 * on the app's origin under `/__mock/docs/`, is the documentation.
 */
function configuredSites(origin: string): DocSite[] {
  // Not declared in vite-env.d.ts (shared): read it as unknown and check it.
  const raw: unknown = import.meta.env.VITE_DOC_SITES;
  const configured = (typeof raw === 'string' ? raw : '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .flatMap((entry): DocSite[] => {
      try {
        const url = new URL(entry);
        if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
        const pathPrefix = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
        return [{ origin: url.origin, pathPrefix }];
      } catch {
        return [];
      }
    });
  return configured.length > 0 ? configured : [{ origin, pathPrefix: MOCK_DOCS_PREFIX }];
}

const appOrigin = () => window.location.origin;

export function docSites(origin: string = appOrigin()): DocSite[] {
  return configuredSites(origin);
}

/**
 * The address to frame for a `docUrl`, or `undefined` when it is not a page of
 * an allowed documentation site. Relative addresses resolve against the first
 * site (the mock's paths in development).
 */
export function acceptDocUrl(
  docUrl: string,
  sites: readonly DocSite[] = docSites(),
): string | undefined {
  const candidate = docUrl.trim();
  const home = sites[0];
  if (!home || candidate === '' || candidate.length > MAX_DOC_URL_LENGTH) return undefined;
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
  const home = sites[0] ?? { origin: appOrigin(), pathPrefix: MOCK_DOCS_PREFIX };
  const path = `${home.pathPrefix}${encodeURIComponent(itemId)}?lang=${locale}`;
  // The mock's site is on the app's own origin: keep its links relative, as its content does.
  return home.origin === appOrigin() ? path : `${home.origin}${path}`;
}

/** The site's index of documents: the document centre's default page. */
export function docIndexUrl(locale: Locale, sites = docSites()): string {
  const home = sites[0] ?? { origin: appOrigin(), pathPrefix: MOCK_DOCS_PREFIX };
  return `${home.origin}${home.pathPrefix}?lang=${locale}`;
}

/**
 * The help centre opens on the cloud platform's quick start (the spec fixes the
 * default pages without showing them; see docs/decisions/support-screens.md).
 */
export const HELP_CENTRE_DEFAULT_DOC = 'di2103';
