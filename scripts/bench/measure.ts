import type { Browser, CDPSession } from 'playwright-core';
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
  /** Sum of (duration − 50 ms) over long tasks from navigation start until settled. */
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
   * TBT counted from FCP, as Lighthouse starts its window (a task straddling FCP
   * counts only its part after FCP). Not budgeted: it shows how much of tbtMs
   * is start-up script evaluation before anything was painted.
   */
  tbtFromFcpMs: number;
  longTaskCount: number;
  longestTaskMs: number;
  /** Requests that failed or answered ≥ 400: a non-zero count makes the run suspect. */
  failedRequests: string[];
  pageErrors: string[];
}

/** How long the page must stay quiet after network idle before it counts as settled. */
const settleMs = 1000;
export const settledWhen = `Playwright "networkidle" (no request for 500 ms) plus ${settleMs} ms`;
const navigationTimeoutMs = 120_000;
const longTaskThresholdMs = 50;

interface NetworkTally {
  requests: number;
  jsBytes: number;
  cssBytes: number;
  failed: string[];
}

/**
 * Counts what crosses the wire as DevTools does: the resource type from
 * responseReceived and the encoded (compressed) size from loadingFinished.
 * data: URLs never touch the network, so they are left out.
 */
function tallyNetwork(cdp: CDPSession): NetworkTally {
  const tally: NetworkTally = { requests: 0, jsBytes: 0, cssBytes: 0, failed: [] };
  const wire = new Map<string, { url: string; type: string }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!/^https?:/.test(request.url)) return;
    tally.requests += 1;
    wire.set(requestId, { url: request.url, type: 'Other' });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const request = wire.get(requestId);
    if (!request) return;
    request.type = type;
    if (response.status >= 400) tally.failed.push(`${response.status} ${request.url}`);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = wire.get(requestId);
    if (request?.type === 'Script') tally.jsBytes += encodedDataLength;
    if (request?.type === 'Stylesheet') tally.cssBytes += encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
    const request = wire.get(requestId);
    if (request) tally.failed.push(`${errorText} ${request.url}`);
  });
  return tally;
}

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

    await page.goto(url, { waitUntil: 'networkidle', timeout: navigationTimeoutMs });
    // Long tasks after the last response (hydration of late data, lazy chunks) still block input.
    await page.waitForTimeout(settleMs);
    const metrics = parsePageMetrics(await page.evaluate<unknown>(readMetricsScript), url);
    await cdp.detach();

    return {
      jsBytes: network.jsBytes,
      cssBytes: network.cssBytes,
      requests: network.requests,
      fcpMs: metrics.fcp,
      lcpMs: metrics.lcp,
      tbtMs: metrics.longTasks.reduce(
        (sum, duration) => sum + Math.max(0, duration - longTaskThresholdMs),
        0,
      ),
      longTaskCount: metrics.longTasks.length,
      longestTaskMs: Math.max(0, ...metrics.longTasks),
      failedRequests: [...network.failed],
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
