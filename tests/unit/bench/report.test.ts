/** The report gives every figure per protocol and network profile, and budgets the interactions. */
import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from '../../../scripts/bench/budgets';
import { planConfigurations } from '../../../scripts/bench/configurations';
import { metricKeys, type Run } from '../../../scripts/bench/measure';
import { renderMarkdown, type BenchReport } from '../../../scripts/bench/report';
import {
  spreadOf,
  summarize,
  type ConfigurationResult,
  type InteractionResult,
  type PageResult,
} from '../../../scripts/bench/results';
import { profiles, viewport } from '../../../scripts/bench/throttling';

function run(fcpMs: number): Run {
  return {
    jsBytes: 100_000,
    cssBytes: 10_000,
    requests: 20,
    fcpMs,
    lcpMs: fcpMs * 1.5,
    cls: 0,
    tbtMs: 0,
    warmFcpMs: fcpMs / 2,
    warmJsBytes: 0,
    tbtFromNavigationMs: 0,
    longTaskCount: 0,
    longestTaskMs: 0,
    protocols: ['h2'],
    failedRequests: [],
    pageErrors: [],
  };
}

const page = (name: string, path: string, fcpMs: number): PageResult => {
  const runs = [run(fcpMs)];
  return { name, path, runs, summary: summarize(runs, metricKeys) };
};

/** Each configuration's floor paints at `floorMs`, its cart at 1.2× that. */
function configurations(): ConfigurationResult[] {
  const plan = planConfigurations({
    protocols: ['h1', 'h2'],
    profiles: ['slow4g', 'rtt150'],
    runs: 1,
    lighthouse: false,
  });
  return plan.map((configuration, index) => {
    const floorMs = 1000 + index * 100;
    return {
      ...configuration,
      throttling: profiles[configuration.profile],
      floor: page('floor', '/', floorMs),
      routes: [page('cart', '#/cartView', floorMs * 1.2)],
    };
  });
}

const interaction = (name: string, latencies: number[]): InteractionResult => ({
  name,
  what: `do ${name}`,
  path: '#/x',
  runs: latencies.map((latencyMs) => ({ latencyMs, longest: `click ${latencyMs} ms` })),
  latencyMs: spreadOf(latencies),
});

function report(): BenchReport {
  const measured = configurations();
  const interactions = [
    interaction('mega menu', [40, 56, 48]),
    interaction('order tab', [120, 90, 130]),
  ];
  const budgets = evaluateBudgets(measured, interactions);
  return {
    generatedAt: '2026-11-28T20:00:00.000Z',
    command: 'npm run bench:app',
    complete: false,
    durationSeconds: 60,
    environment: {
      cpuModel: 'cpu',
      cores: 2,
      chromium: '1',
      lighthouseChromium: null,
      node: 'v20',
      os: 'Linux',
      loadAverage: { start: 1, end: 1 },
    },
    viewport,
    interactionViewport: { width: 1440, height: 900 },
    settledWhen: 'settled',
    configurations: measured,
    interactions,
    budgets,
    allBudgetsPass: budgets.every((budget) => budget.pass),
  };
}

describe('the bench report', () => {
  it('has a section per protocol and profile, each with ratios to its own floor', () => {
    const markdown = renderMarkdown(report());
    for (const heading of [
      '## HTTP/1.1, 562.5 ms per request: cold loads, 1 per page',
      '## HTTP/1.1, 150 ms per request: cold loads, 1 per page',
      '## HTTP/2, 562.5 ms per request: cold loads, 1 per page',
      '## HTTP/2, 150 ms per request: cold loads, 1 per page',
    ]) {
      expect(markdown).toContain(heading);
    }
    // 1.20× everywhere: each cart against the floor of its own configuration, not the first's.
    expect(markdown.match(/\| cart `#\/cartView` \| [^\n]*1\.20×/g)).toHaveLength(4);
    expect(markdown).toContain(
      '| cart | 1.20× / 1.20× | 1.20× / 1.20× | 1.20× / 1.20× | 1.20× / 1.20× |',
    );
  });

  it('evaluates the routes on HTTP/1.1 under slow 4G only, and every interaction', () => {
    const { budgets } = report();
    expect(budgets.filter((budget) => budget.route === 'cart')).toHaveLength(6);
    expect(budgets.find((budget) => budget.what.startsWith('FCP'))?.measured).toBe(
      '1.20× (1200 ms vs 1000 ms)',
    );
    const interactions = budgets.filter((budget) => budget.route.startsWith('interaction'));
    expect(interactions.map((budget) => [budget.route, budget.measured, budget.pass])).toEqual([
      ['interaction: mega menu', '48 ms', true],
      ['interaction: order tab', '120 ms', false],
    ]);
  });

  it('shows the interactions and their budgets', () => {
    const markdown = renderMarkdown(report());
    expect(markdown).toContain('## Budgets: at least one FAILS');
    expect(markdown).toContain('| mega menu: do mega menu | `#/x` | 48 (40–56) |');
    expect(markdown).toMatch(
      /\| interaction: order tab \| Latency to the next paint ≤ 100 ms[^\n]*\| 120 ms \| ≤ 100 ms \| \*\*FAIL\*\* \|/,
    );
  });
});
