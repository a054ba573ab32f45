import type { LighthouseKey, LighthouseRun, FormFactor } from './lighthouse';
import type { MetricKey, Run } from './measure';

/** A figure over the runs: the median, and the spread from the lowest to the highest run. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export type Summary<K extends string> = Record<K, Spread>;

/** Lighthouse's runs and their summary, per form factor. */
export type LighthouseResult = Record<
  FormFactor,
  { runs: LighthouseRun[]; summary: Summary<LighthouseKey> }
>;

export interface PageResult {
  name: string;
  /** What was opened, relative to the site's origin: the floor's `/` or a route's hash. */
  path: string;
  runs: Run[];
  summary: Summary<MetricKey>;
  /** Absent for logged-in routes and when the run skipped Lighthouse. */
  lighthouse?: LighthouseResult;
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

/** Each figure on its own: the "median run" of one figure is not that of another. */
export function summarize<K extends string>(
  runs: readonly Record<K, number>[],
  keys: readonly K[],
): Summary<K> {
  const entries = keys.map((key): [K, Spread] => {
    const values = runs.map((run) => run[key]);
    return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
  });
  return Object.fromEntries(entries) as Summary<K>;
}

/** The route's median ÷ the floor's; null where the floor's is 0 (a ratio would mean nothing). */
export function ratio(route: number, floor: number): number | null {
  return floor === 0 ? null : route / floor;
}
