/**
 * Lighthouse (12.8, its default settings) in Debian's Chromium, launched by chrome-launcher
 * (never a downloaded browser): the performance category only, mobile (simulated slow 4G and
 * 4× CPU slowdown) or desktop.
 */
import lighthouse, { desktopConfig } from 'lighthouse';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Protocol } from './configurations';
import { checkProtocol } from './throttledPage';

/** The protocols of the audited origin's requests, from Lighthouse's network-requests audit. */
function protocolsOf(lhr: { audits: Record<string, { details?: unknown }> }, origin: string) {
  const details = lhr.audits['network-requests']?.details;
  const items: unknown[] =
    typeof details === 'object' &&
    details !== null &&
    'items' in details &&
    Array.isArray(details.items)
      ? details.items
      : [];
  const protocols = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { url, protocol } = item as Record<string, unknown>;
    if (typeof url === 'string' && url.startsWith(origin) && typeof protocol === 'string')
      protocols.add(protocol);
  }
  return protocols;
}

export type FormFactor = 'mobile' | 'desktop';
export const formFactors: readonly FormFactor[] = ['mobile', 'desktop'];

/** One Lighthouse run: its performance score and metrics, as Lighthouse counts them. */
export interface LighthouseRun {
  /** 0–100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's own measure of the machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
}

export const lighthouseKeys = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'benchmarkIndex',
] as const satisfies readonly (keyof LighthouseRun)[];
export type LighthouseKey = (typeof lighthouseKeys)[number];

export interface LighthouseBrowser {
  /** Fails when a request of `url`'s origin came over another protocol than `protocol`. */
  run(url: string, formFactor: FormFactor, protocol: Protocol): Promise<LighthouseRun>;
  version: string;
  close(): Promise<void>;
}

/**
 * `extraFlags`: the bench's certificate flag, so that Lighthouse's Chromium accepts the HTTP/2
 * servers' certificate as the measuring one does.
 */
export async function launchLighthouse(
  chromePath: string,
  extraFlags: readonly string[],
): Promise<LighthouseBrowser> {
  const chrome: LaunchedChrome = await launch({
    chromePath,
    chromeFlags: [
      ...extraFlags,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser?: string;
  };
  return {
    version: version.Browser ?? 'unknown',
    async run(url, formFactor, protocol) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`${url}: Lighthouse returned no result`);
      if (lhr.runtimeError) throw new Error(`${url}: Lighthouse: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value !== 'number') throw new Error(`${url}: Lighthouse has no ${id}`);
        return value;
      };
      checkProtocol(protocolsOf(lhr, new URL(url).origin), protocol, url);
      const score = lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error(`${url}: Lighthouse gave no score`);
      return {
        score: Math.round(score * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        speedIndexMs: numeric('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}
