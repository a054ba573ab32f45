import type { Browser } from 'playwright-core';
import { tallyNetwork } from './network';
import { waitUntilSettled } from './settle';
import { observerScript, parsePageMetrics, readMetricsScript } from './pageScripts';
import type { LongTask } from './pageScripts';
import { throttling, viewport } from './throttling';

/** The figures reported per route; each is the median of the runs. */
export interface Metrics {
  /** JavaScript transferred, compressed as on the wire, response headers included. */
  jsBytes: number;
  cssBytes: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
  /**
   * Total blocking time as Lighthouse defines it: the sum of (duration − 50 ms)
   * over long tasks after first contentful paint (a task straddling FCP counts
   * only its part after FCP), until the page is settled.
   */
  tbtMs: number;
}

export const metricKeys = [
  'jsBytes',
  'cssBytes',
  'requests',
  'fcpMs',
  'lcpMs',
  'tbtMs',
] as const satisfies readonly (keyof Metrics)[];
export type MetricKey = (typeof metricKeys)[number];

/** One page load: the reported metrics plus what helps explain them. */
export interface Run extends Metrics {
  /**
   * Blocking time counted from navigation start. Not budgeted: it includes the
   * start-up evaluation of React itself, which even the bare floor page cannot
   * keep under 50 ms at 4x CPU slowdown; shown to explain the figures.
   */
  tbtFromNavigationMs: number;
  longTaskCount: number;
  longestTaskMs: number;
  /** Requests that failed or answered ≥ 400: any makes the run suspect. */
  failedRequests: string[];
  pageErrors: string[];
}

const navigationTimeoutMs = 120_000;
const longTaskThresholdMs = 50;

function blockingTime(tasks: readonly LongTask[], from = 0): number {
  return tasks.reduce((sum, task) => {
    const duration = task.start + task.duration - Math.max(task.start, from);
    return sum + Math.max(0, duration - longTaskThresholdMs);
  }, 0);
}

/** One cold load of `url`: a fresh context, so nothing is cached, throttled like a mid-range phone on slow 4G. */
export async function measureOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
  });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript({ content: observerScript });

    const cdp = await context.newCDPSession(page);
    const network = tallyNetwork(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: throttling.downloadBytesPerSecond,
      uploadThroughput: throttling.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });

    await page.goto(url, { waitUntil: 'load', timeout: navigationTimeoutMs });
    await waitUntilSettled(page, network, url, navigationTimeoutMs);
    const metrics = parsePageMetrics(await page.evaluate<unknown>(readMetricsScript), url);
    await cdp.detach();

    return {
      jsBytes: network.jsBytes,
      cssBytes: network.cssBytes,
      requests: network.requests,
      fcpMs: metrics.fcp,
      lcpMs: metrics.lcp,
      tbtMs: blockingTime(metrics.longTasks, metrics.fcp),
      tbtFromNavigationMs: blockingTime(metrics.longTasks),
      longTaskCount: metrics.longTasks.length,
      longestTaskMs: Math.max(0, ...metrics.longTasks.map((task) => task.duration)),
      failedRequests: [...network.failed],
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
