import type { Browser, BrowserContext } from 'playwright-core';
import type { Configuration } from './configurations';
import { cumulativeLayoutShift, parsePageMetrics, readMetricsScript } from './pageScripts';
import type { LongTask } from './pageScripts';
import { openThrottled } from './throttledPage';
import { profiles, viewport } from './throttling';

/** The figures reported per route; each is the median of the runs. */
export interface Metrics {
  /** JavaScript transferred, compressed as on the wire, response headers included. */
  jsBytes: number;
  cssBytes: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
  /** Cumulative layout shift: the largest session window, as Lighthouse counts it. */
  cls: number;
  /**
   * Total blocking time as Lighthouse defines it: the sum of (duration − 50 ms)
   * over long tasks after first contentful paint (a task straddling FCP counts
   * only its part after FCP), until the page is settled.
   */
  tbtMs: number;
  /** The same page opened again in the same browser: a repeat visit with a warm cache. */
  warmFcpMs: number;
  /** JavaScript transferred on the repeat visit (what the cache did not hold). */
  warmJsBytes: number;
}

export const metricKeys = [
  'jsBytes',
  'cssBytes',
  'requests',
  'fcpMs',
  'lcpMs',
  'cls',
  'tbtMs',
  'warmFcpMs',
  'warmJsBytes',
] as const satisfies readonly (keyof Metrics)[];
export type MetricKey = (typeof metricKeys)[number];

/** One visit and its repeat: the reported metrics plus what helps explain them. */
export interface Run extends Metrics {
  /**
   * Blocking time counted from navigation start. Not budgeted: it includes the
   * start-up evaluation of React itself, which even the bare floor page cannot
   * keep under 50 ms at 4x CPU slowdown; shown to explain the figures.
   */
  tbtFromNavigationMs: number;
  longTaskCount: number;
  longestTaskMs: number;
  /** The protocols the first visit's responses came over, as Chromium names them. */
  protocols: string[];
  /** Requests that failed or answered ≥ 400: any makes the run suspect. */
  failedRequests: string[];
  pageErrors: string[];
}

const longTaskThresholdMs = 50;

function blockingTime(tasks: readonly LongTask[], from = 0): number {
  return tasks.reduce((sum, task) => {
    const duration = task.start + task.duration - Math.max(task.start, from);
    return sum + Math.max(0, duration - longTaskThresholdMs);
  }, 0);
}

/** One load of `url` in a new tab of `context`, throttled like a mid-range phone. */
async function loadOnce(context: BrowserContext, url: string, configuration: Configuration) {
  const opened = await openThrottled(
    context,
    url,
    profiles[configuration.profile],
    configuration.protocol,
  );
  try {
    const metrics = parsePageMetrics(await opened.page.evaluate<unknown>(readMetricsScript), url);
    return { network: opened.network, metrics, pageErrors: opened.pageErrors };
  } finally {
    await opened.close();
  }
}

/**
 * A first visit of `url` in a fresh browser context (so nothing is cached), then a repeat visit
 * in the same context, where the hashed files come from the cache. `prepare` runs first (a login).
 */
export async function measureOnce(
  browser: Browser,
  url: string,
  configuration: Configuration,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
  });
  try {
    await prepare?.(context);
    const cold = await loadOnce(context, url, configuration);
    const warm = await loadOnce(context, url, configuration);
    const tasks = cold.metrics.longTasks;
    return {
      jsBytes: cold.network.jsBytes,
      cssBytes: cold.network.cssBytes,
      requests: cold.network.requests,
      fcpMs: cold.metrics.fcp,
      lcpMs: cold.metrics.lcp,
      cls: cumulativeLayoutShift(cold.metrics.shifts),
      tbtMs: blockingTime(tasks, cold.metrics.fcp),
      warmFcpMs: warm.metrics.fcp,
      warmJsBytes: warm.network.jsBytes,
      tbtFromNavigationMs: blockingTime(tasks),
      longTaskCount: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      protocols: [...cold.network.protocols],
      failedRequests: [...cold.network.failed, ...warm.network.failed],
      pageErrors: [...cold.pageErrors, ...warm.pageErrors],
    };
  } finally {
    await context.close();
  }
}
