import type { MetricKey, Metrics, Run } from './measure';

export interface FloorResult {
  name: 'floor';
  /** What was opened, relative to the floor's origin. */
  path: string;
  median: Metrics;
  runs: Run[];
}

export interface RouteResult {
  name: string;
  hash: string;
  median: Metrics;
  /** Route median ÷ floor median; null where the floor's figure is 0 (a ratio would be meaningless). */
  ratioToFloor: Record<MetricKey, number | null>;
  runs: Run[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) throw new Error('median of no values');
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] ?? upper;
  return (lower + upper) / 2;
}

/** Builds a per-metric record; spelled out so the compiler proves every metric is there. */
export function mapMetrics<T>(value: (key: MetricKey) => T): Record<MetricKey, T> {
  return {
    jsBytes: value('jsBytes'),
    cssBytes: value('cssBytes'),
    requests: value('requests'),
    fcpMs: value('fcpMs'),
    lcpMs: value('lcpMs'),
    tbtMs: value('tbtMs'),
  };
}

/** Each metric's median on its own: the "median run" of one metric is not that of another. */
export function medianMetrics(runs: readonly Run[]): Metrics {
  return mapMetrics((key) => median(runs.map((run) => run[key])));
}

export function ratios(route: Metrics, floor: Metrics): Record<MetricKey, number | null> {
  return mapMetrics((key) => (floor[key] === 0 ? null : route[key] / floor[key]));
}
