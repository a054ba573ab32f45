/**
 * The deployment's configuration: every `VITE_` variable the app reads, checked by one schema.
 *
 * The build runs this (scripts/vite/appConfigPlugin.ts) and hands the app the checked values as
 * the module `virtual:app-config`; the app imports only the `AppConfig` type from here, so zod
 * stays off the first load. A production build needs every required value; the dev server, the
 * unit tests and the mock build (`--mode mock`) take the mock's addresses for what is missing.
 * Every variable is described in `.env.example`; the deployment in docs/deploy.md.
 */
import * as z from 'zod';

/** The mock's own pages that stand in for external services while developing. */
export interface MockAddresses {
  /** The mock's documentation site, a path on the app's origin, ending with `/`. */
  docSite: string;
  /** The mock's stand-in for the messaging-app (WeChat) QR login page, a path on the app's origin. */
  wechatQrPage: string;
}

export type WechatLogin =
  /** WeChat's website login (open platform) for this app id, coming back to `redirect`. */
  | { kind: 'wechat'; appId: string; redirect: string }
  /** The mock's stand-in page, on the API's origin. */
  | { kind: 'mock'; page: string };

export interface AppConfig {
  /** Prefix of every API path: `''` for the app's own origin, else an absolute URL without a trailing `/`. */
  apiBase: string;
  /** Where framed documents may come from: URL prefixes ending with `/` (a bare path is on the app's origin). */
  docSites: readonly [string, ...string[]];
  wechatLogin: WechatLogin;
  /** The ICP filing number of the footer's copyright line (spec: "a copyright line with a filing number"). */
  filingNumber: string | null;
  /** Origin of the hosted video platform's embeddable player. */
  videoPlayerOrigin: string;
  /** Other origins the backend's pictures and video files come from (a CDN, object storage). */
  mediaOrigins: readonly string[];
}

/** The hosted video platform whose ids the content names. */
export const DEFAULT_VIDEO_PLAYER_ORIGIN = 'https://player.bilibili.com';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An absolute https URL (http only for this machine, to try a production build against a local
 * backend), without credentials, query or fragment.
 */
function webAddress(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  return secure && !url.username && !url.password && !url.search && !url.hash ? url : undefined;
}

const ADDRESS_RULE =
  'https:// (http:// only for localhost), without credentials, query or #fragment';

/** A text turned into the value the app needs by `toValue`, which answers undefined when it cannot. */
const checked = (what: string, toValue: (text: string) => string | undefined) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const value = toValue(text);
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message: `must be ${what}, got "${text}"` });
      return z.NEVER;
    });

/** An address checked by `webAddress`, then turned into the value the app needs. */
const address = (what: string, toValue: (url: URL) => string | undefined) =>
  checked(what, (text) => {
    const url = webAddress(text);
    return url && toValue(url);
  });

/** A comma-separated list; empty entries are ignored. */
const list = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item));

const originOnly = (url: URL) => (url.pathname === '/' ? url.origin : undefined);

const withTrailingSlash = (url: URL) => (url.href.endsWith('/') ? url.href : `${url.href}/`);

const variables = {
  // `/`: the app's own origin, whose host forwards the API paths (docs/deploy.md).
  VITE_API_BASE: checked(`/ or an address: ${ADDRESS_RULE}`, (text) =>
    text === '/' ? '' : webAddress(text)?.href.replace(/\/+$/, ''),
  ),
  VITE_DOC_SITES: list(address(`a list of addresses: ${ADDRESS_RULE}`, withTrailingSlash)).refine(
    (sites) => sites.length > 0,
    { message: 'must name at least one documentation site' },
  ),
  VITE_WECHAT_APP_ID: z
    .string()
    .trim()
    .regex(/^wx[0-9a-f]{16}$/, {
      message: 'must be a WeChat app id: wx and 16 hexadecimal digits',
    }),
  VITE_WECHAT_REDIRECT: address(`an address: ${ADDRESS_RULE}`, (url) => url.href),
  // As the MIIT issues it, e.g. 京ICP备12345678号 or 京ICP备12345678号-1.
  VITE_FILING_NUMBER: z
    .string()
    .trim()
    .regex(/^\p{Script=Han}ICP备\d{6,10}号(?:-\d{1,3})?$/u, {
      message: 'must be an ICP filing number such as 京ICP备12345678号-1',
    }),
  VITE_VIDEO_PLAYER_ORIGIN: address(`an origin: ${ADDRESS_RULE}, with no path`, originOnly),
  VITE_MEDIA_ORIGINS: list(address(`a list of origins: ${ADDRESS_RULE}, with no path`, originOnly)),
};

type VariableName = keyof typeof variables;
type Values = { [Name in VariableName]?: z.output<(typeof variables)[Name]> };

/** What each variable a production build needs is, for the message when it is missing. */
const REQUIRED: Partial<Record<VariableName, string>> = {
  VITE_API_BASE:
    "the API's address, e.g. https://api.example.com, or / when the app's host forwards the API paths",
  VITE_DOC_SITES: 'the documentation sites the document centre may frame, comma-separated',
  VITE_WECHAT_APP_ID: 'the WeChat website-login app id',
  VITE_WECHAT_REDIRECT: "the app's public address registered with WeChat as the login callback",
  VITE_FILING_NUMBER: 'the ICP filing number of the copyright line',
};

export const CONFIG_VARIABLES = Object.keys(variables) as readonly VariableName[];

export class AppConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The configuration is not valid:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'AppConfigError';
  }
}

/**
 * The checked configuration from the environment's `VITE_` variables. Without `mock`, every
 * required variable must be set (a production build); with it, a missing one falls back to the
 * mock's address. A malformed value is refused either way. Throws an `AppConfigError` naming
 * every variable at fault.
 */
export function readAppConfig(
  env: Readonly<Record<string, string | undefined>>,
  mock?: MockAddresses,
): AppConfig {
  const problems: string[] = [];
  const values: Values = {};
  for (const name of CONFIG_VARIABLES) {
    const raw = env[name]?.trim() ?? '';
    if (raw === '') {
      const required = REQUIRED[name];
      if (required && !mock) problems.push(`${name} is missing: ${required}.`);
      continue;
    }
    const parsed = variables[name].safeParse(raw);
    if (parsed.success) Object.assign(values, { [name]: parsed.data });
    else problems.push(`${name} ${parsed.error.issues.map((issue) => issue.message).join('; ')}.`);
  }
  if (mock && Boolean(values.VITE_WECHAT_APP_ID) !== Boolean(values.VITE_WECHAT_REDIRECT)) {
    problems.push('VITE_WECHAT_APP_ID and VITE_WECHAT_REDIRECT go together: set both or neither.');
  }
  if (problems.length > 0) throw new AppConfigError(problems);
  return toAppConfig(values, mock);
}

function toAppConfig(values: Values, mock: MockAddresses | undefined): AppConfig {
  const fallback = <T>(value: T | undefined, mockValue: (addresses: MockAddresses) => T): T => {
    if (value !== undefined) return value;
    // readAppConfig has refused a missing required value already when there is no mock.
    if (!mock) throw new Error('readAppConfig: a required value is missing');
    return mockValue(mock);
  };
  const [firstSite, ...otherSites] = values.VITE_DOC_SITES ?? [];
  const appId = values.VITE_WECHAT_APP_ID;
  const redirect = values.VITE_WECHAT_REDIRECT;
  return {
    apiBase: fallback(values.VITE_API_BASE, () => ''),
    docSites: [fallback(firstSite, (addresses) => addresses.docSite), ...otherSites],
    wechatLogin:
      appId && redirect
        ? { kind: 'wechat', appId, redirect }
        : { kind: 'mock', page: fallback(undefined, (addresses) => addresses.wechatQrPage) },
    filingNumber: values.VITE_FILING_NUMBER ?? null,
    videoPlayerOrigin: values.VITE_VIDEO_PLAYER_ORIGIN ?? DEFAULT_VIDEO_PLAYER_ORIGIN,
    mediaOrigins: values.VITE_MEDIA_ORIGINS ?? [],
  };
}
