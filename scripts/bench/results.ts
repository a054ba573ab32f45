import type { Configuration } from './configurations';
import type { InteractionLatency } from './interactionLatency';
import type { LighthouseKey, LighthouseRun, FormFactor } from './lighthouse';
import type { MetricKey, Run } from './measure';
import type { Throttling } from './throttling';

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
  /** The landing page, whose first-load JS has the tighter budget. */
  landing?: true;
  runs: Run[];
  summary: Summary<MetricKey>;
  /** Absent for logged-in routes and when the run skipped Lighthouse. */
  lighthouse?: LighthouseResult;
}

/** The floor and the routes, served and throttled one way, the floor's the same as the routes'. */
export interface ConfigurationResult extends Configuration {
  throttling: Throttling;
  floor: PageResult;
  routes: PageResult[];
}

export interface InteractionResult {
  name: string;
  what: string;
  path: string;
  runs: InteractionLatency[];
  latencyMs: Spread;
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

export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Each figure on its own: the "median run" of one figure is not that of another. */
export function summarize<K extends string>(
  runs: readonly Record<K, number>[],
  keys: readonly K[],
): Summary<K> {
  const entries = keys.map((key): [K, Spread] => {
    return [key, spreadOf(runs.map((run) => run[key]))];
  });
  return Object.fromEntries(entries) as Summary<K>;
}

/** The route's median ÷ the floor's; null where the floor's is 0 (a ratio would mean nothing). */
export function ratio(route: number, floor: number): number | null {
  return floor === 0 ? null : route / floor;
}
