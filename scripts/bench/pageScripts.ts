/**
 * Scripts that run inside the measured page. They are plain strings, not
 * functions: tsx compiles functions with helpers (`__name`) that do not exist
 * in the page once Playwright serialises them.
 */

/**
 * Installed before any of the page's own scripts, so no largest-contentful-paint
 * or long task is missed; `buffered` also picks up entries queued before
 * the observers were registered.
 */
export const observerScript = `(() => {
  const state = { lcp: null, longTasks: [], lastLongTaskEnd: 0, shifts: [], events: [] };
  Object.defineProperty(window, '__bench', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
      state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) state.shifts.push({ start: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Input events with their time to the next paint (scripts/bench/interactionLatency.ts).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        state.events.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** Polled while waiting for the page to settle; cheap enough not to disturb it. */
export const quietStateScript = `(() => {
  const state = window.__bench;
  return {
    painted: performance.getEntriesByName('first-contentful-paint').length > 0,
    sinceLastLongTask: state ? performance.now() - state.lastLongTaskEnd : null,
  };
})()`;

export interface QuietState {
  painted: boolean;
  /** ms since the last long task ended (or since navigation start when there was none) */
  sinceLastLongTask: number;
}

export function parseQuietState(raw: unknown, url: string): QuietState {
  if (typeof raw !== 'object' || raw === null)
    throw new Error(`${url}: no state object from the page`);
  const { painted, sinceLastLongTask } = raw as Record<string, unknown>;
  if (typeof painted !== 'boolean' || !isNumber(sinceLastLongTask)) {
    throw new Error(`${url}: the observer script did not run`);
  }
  return { painted, sinceLastLongTask };
}

/** Read once the page has settled. */
export const readMetricsScript = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const state = window.__bench;
  return {
    fcp: fcp ? fcp.startTime : null,
    lcp: state ? state.lcp : null,
    longTasks: state ? state.longTasks : null,
    shifts: state ? state.shifts : null,
  };
})()`;

export interface LongTask {
  /** ms since navigation start */
  start: number;
  duration: number;
}

export interface LayoutShift {
  /** ms since navigation start */
  start: number;
  value: number;
}

export interface PageMetrics {
  fcp: number;
  lcp: number;
  /** Every long task since navigation start. */
  longTasks: LongTask[];
  /** Every layout shift without recent input. */
  shifts: LayoutShift[];
}

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isLongTask(value: unknown): value is LongTask {
  if (typeof value !== 'object' || value === null) return false;
  const { start, duration } = value as Record<string, unknown>;
  return isNumber(start) && isNumber(duration);
}

/** The page is not our code: check what came back rather than trust it. */
export function parsePageMetrics(raw: unknown, url: string): PageMetrics {
  if (typeof raw !== 'object' || raw === null)
    throw new Error(`${url}: no metrics object from the page`);
  const { fcp, lcp, longTasks, shifts } = raw as Record<string, unknown>;
  if (!Array.isArray(longTasks) || !Array.isArray(shifts))
    throw new Error(`${url}: the observer script did not run`);
  if (!isNumber(fcp)) throw new Error(`${url}: no first-contentful-paint entry`);
  if (!isNumber(lcp)) throw new Error(`${url}: no largest-contentful-paint entry`);
  const tasks: unknown[] = longTasks;
  const shiftEntries: unknown[] = shifts;
  return { fcp, lcp, longTasks: tasks.filter(isLongTask), shifts: shiftEntries.filter(isShift) };
}

function isShift(value: unknown): value is LayoutShift {
  if (typeof value !== 'object' || value === null) return false;
  const { start, value: amount } = value as Record<string, unknown>;
  return isNumber(start) && isNumber(amount);
}

/**
 * Cumulative layout shift as Chromium and Lighthouse report it: the largest session window,
 * where a window groups shifts less than 1 s apart and spans at most 5 s.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let window = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - previous >= 1000 || shift.start - windowStart >= 5000) {
      window = 0;
      windowStart = shift.start;
    }
    window += shift.value;
    previous = shift.start;
    largest = Math.max(largest, window);
  }
  return largest;
}
