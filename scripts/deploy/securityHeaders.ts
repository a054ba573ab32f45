/**
 * The response headers of a build, and the only place that decides them: the
 * Content-Security-Policy (from the build's configuration and the hashes of index.html's inline
 * code), the other security headers, and the caching of hashed and unhashed files. The build
 * writes them as `dist/_headers` and `dist/nginx.conf`; `vite preview`, the bench's server and
 * the deployment check read `_headers` back (headersFile.ts). Why each value: docs/deploy.md.
 */
import type { AppConfig } from '../../src/config/appConfig.ts';
import type { InlineHashes } from './inlineHashes.ts';

/** A path pattern as static hosts write it (`/assets/*`, `/`), and the headers sent for it. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Vite names every file under assets/ by its content hash: a changed file is a new address. */
export const HASHED_FILES = '/assets/*';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: the browser asks again every time (a 304 is cheap). */
export const REVALIDATE = 'no-cache';
/** The only page: the routes live after the `#`. */
export const PAGE = '/index.html';

/** Features the app never uses; `fullscreen`, `autoplay` and `picture-in-picture` serve the video player. */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
];

/** `'self'` for a path on the app's origin, else the URL's origin. */
function sourceOf(address: string): string {
  return /^https?:\/\//.test(address) ? new URL(address).origin : "'self'";
}

const directive = (name: string, sources: readonly string[]) =>
  `${name} ${[...new Set(sources)].join(' ')}`;

export function contentSecurityPolicy(config: AppConfig, inline: InlineHashes): string {
  const api = config.apiBase === '' ? [] : [sourceOf(config.apiBase)];
  // The backend's pictures and video files: its own origin, or the CDN it names.
  const media = [...api, ...config.mediaOrigins];
  return [
    directive('default-src', ["'self'"]),
    // report-sample: a violation report quotes the refused code, so it can be told apart.
    directive('script-src', ["'self'", "'report-sample'", ...inline.scripts]),
    directive('style-src', ["'self'", "'report-sample'", ...inline.styles]),
    // Style attributes cannot run code; the backend's sanitized markup keeps its alignment and
    // colours with them (docs/decisions.md, "Production build"). <style> elements stay refused.
    directive('style-src-attr', ["'unsafe-inline'"]),
    // data: is the QR codes drawn in the page (login, wallet payment).
    directive('img-src', ["'self'", 'data:', ...media]),
    directive('media-src', ["'self'", ...media]),
    directive('connect-src', ["'self'", ...api]),
    directive('frame-src', [...config.docSites.map(sourceOf), config.videoPlayerOrigin]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}

/**
 * The headers every answer carries: how a file may be read (any file), and what a request it
 * makes (a stylesheet's pictures) tells other sites.
 */
export const fileHeaders = {
  // The address's origin travels to other sites, never its path (hash routes never leave anyway).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * The headers of the page itself. A Content-Security-Policy and a Permissions-Policy govern the
 * document (and workers, which the app has none of) that an answer creates: on a script or a
 * stylesheet they do nothing, and over HTTP/1.1 they cost some 800 bytes per file
 * (docs/decisions.md, "First load").
 */
export function documentHeaders(config: AppConfig, inline: InlineHashes): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, inline),
    'Permissions-Policy': UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/**
 * Every rule of a build, most general first: a later rule adds to (or overrides) an earlier one.
 * The only page is index.html (the routes live after the `#`), served as `/` and `/index.html`.
 */
export function headerRules(config: AppConfig, inline: InlineHashes): HeaderRule[] {
  const page = { ...documentHeaders(config, inline), 'Cache-Control': REVALIDATE };
  return [
    { path: '/*', headers: { ...fileHeaders } },
    { path: HASHED_FILES, headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/', headers: page },
    { path: PAGE, headers: { ...page } },
  ];
}
