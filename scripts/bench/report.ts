import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BudgetResult } from './budgets';
import { metricKeys } from './measure';
import type { MetricKey, Metrics } from './measure';
import { median } from './results';
import type { FloorResult, RouteResult } from './results';
import type { Throttling, Viewport } from './throttling';

export interface Environment {
  cpuModel: string;
  cores: number;
  chromium: string;
  node: string;
  os: string;
}

export interface BenchReport {
  generatedAt: string;
  durationSeconds: number;
  environment: Environment;
  throttling: Throttling;
  viewport: Viewport;
  method: {
    runsPerPage: number;
    statistic: 'median';
    settledWhen: string;
    cache: string;
  };
  floor: FloorResult;
  routes: RouteResult[];
  budgets: BudgetResult[];
  allBudgetsPass: boolean;
}

const columns: Record<MetricKey, string> = {
  jsBytes: 'JS (KiB)',
  cssBytes: 'CSS (KiB)',
  requests: 'Requests',
  fcpMs: 'FCP (ms)',
  lcpMs: 'LCP (ms)',
  tbtMs: 'TBT (ms)',
};

function formatMetric(key: MetricKey, value: number): string {
  if (key === 'jsBytes' || key === 'cssBytes') return (value / 1024).toFixed(1);
  return Math.round(value).toString();
}

function formatRatio(ratio: number | null): string {
  return ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`;
}

const units: Record<MetricKey, string> = {
  jsBytes: 'KiB',
  cssBytes: 'KiB',
  requests: 'requests',
  fcpMs: 'ms',
  lcpMs: 'ms',
  tbtMs: 'ms',
};

function formatBudgetValue(budget: BudgetResult): string {
  const routeValue = `${formatMetric(budget.metric, budget.routeMedian)} ${units[budget.metric]}`;
  if (budget.kind === 'absolute') return routeValue;
  const floorValue =
    budget.floorMedian === null ? 'n/a' : formatMetric(budget.metric, budget.floorMedian);
  return `${formatRatio(budget.actual)} (${routeValue} vs ${floorValue})`;
}

function formatLimit(budget: BudgetResult): string {
  const limit = budget.kind === 'ratio' ? `${budget.limit.toFixed(1)}×` : `${budget.limit} ms`;
  return `${budget.comparison === '<=' ? '≤' : '<'} ${limit}`;
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function resultsTable(floor: FloorResult, routes: readonly RouteResult[]): string[] {
  const metricCells = (median: Metrics, ratio?: Record<MetricKey, number | null>) =>
    metricKeys.map((key) => {
      const value = formatMetric(key, median[key]);
      return ratio ? `${value} (${formatRatio(ratio[key])})` : value;
    });
  return [
    row(['Page', ...metricKeys.map((key) => columns[key])]),
    row(['---', ...metricKeys.map(() => '---:')]),
    row([`floor \`${floor.path}\``, ...metricCells(floor.median)]),
    ...routes.map((route) =>
      row([`${route.name} \`${route.hash}\``, ...metricCells(route.median, route.ratioToFloor)]),
    ),
  ];
}

function budgetTable(budgets: readonly BudgetResult[]): string[] {
  return [
    row(['Budget', 'Measured', 'Limit', 'Result']),
    row(['---', '---:', '---:', '---']),
    ...budgets.map((budget) =>
      row([
        budget.description,
        formatBudgetValue(budget),
        formatLimit(budget),
        budget.pass ? 'pass' : '**FAIL**',
      ]),
    ),
  ];
}

/** Runs that hit failed requests or page errors: their figures may not be what a user sees. */
function warnings(report: BenchReport): string[] {
  const pages = [
    { label: `floor ${report.floor.path}`, runs: report.floor.runs },
    ...report.routes.map((route) => ({ label: `${route.name} ${route.hash}`, runs: route.runs })),
  ];
  return pages.flatMap(({ label, runs }) =>
    runs.flatMap((run, index) =>
      [...run.failedRequests, ...run.pageErrors].map(
        (problem) => `${label}, run ${index + 1}: ${problem}`,
      ),
    ),
  );
}

function diagnostics(report: BenchReport): string[] {
  const pages = [
    { label: `floor \`${report.floor.path}\``, runs: report.floor.runs },
    ...report.routes.map((route) => ({
      label: `${route.name} \`${route.hash}\``,
      runs: route.runs,
    })),
  ];
  return [
    row(['Page', 'Blocking time from navigation start (ms)', 'Long tasks', 'Longest task (ms)']),
    row(['---', '---:', '---:', '---:']),
    ...pages.map(({ label, runs }) =>
      row([
        label,
        Math.round(median(runs.map((run) => run.tbtFromNavigationMs))).toString(),
        median(runs.map((run) => run.longTaskCount)).toString(),
        Math.round(median(runs.map((run) => run.longestTaskMs))).toString(),
      ]),
    ),
    '',
    'Medians of the same runs. Counting from navigation start adds the evaluation of the scripts before the first paint, which React alone makes long at 4x CPU slowdown (the floor too).',
  ];
}

export function renderMarkdown(report: BenchReport): string {
  const { environment: env, throttling: net, viewport: screen, method } = report;
  const problems = warnings(report);
  return [
    '# Performance bench',
    '',
    `Written by \`npm run bench\` (scripts/bench/) on ${report.generatedAt}; do not edit by hand. The same data, with every run, is in [report.json](report.json).`,
    '',
    `## Results: median of ${method.runsPerPage} cold loads per page`,
    '',
    'Each route figure is followed by its ratio to the floor, a bare React 19 + react-dom page (bench/floor/) built the same way. JS and CSS are the bytes transferred, compressed as on the wire.',
    '',
    ...resultsTable(report.floor, report.routes),
    '',
    `## Budgets: ${report.allBudgetsPass ? 'all pass' : 'at least one FAILS'}`,
    '',
    ...budgetTable(report.budgets),
    '',
    '## Environment',
    '',
    `- CPU: ${env.cpuModel}, ${env.cores} cores`,
    `- Browser: Chromium ${env.chromium}, headless`,
    `- Node ${env.node}, ${env.os}`,
    `- Date: ${report.generatedAt}; the whole bench (builds included) took ${report.durationSeconds.toFixed(0)} s`,
    '',
    '## Throttling',
    '',
    `- Network: ${net.profile}, through CDP \`Network.emulateNetworkConditions\`: latency ${net.latencyMs} ms per request, download ${net.downloadKbps} kbit/s (${net.downloadBytesPerSecond} bytes/s), upload ${net.uploadKbps} kbit/s (${net.uploadBytesPerSecond} bytes/s); 1 kbit = 1024 bit, as in Lighthouse.`,
    `- CPU: ${net.cpuSlowdown}× slowdown (\`Emulation.setCPUThrottlingRate\`).`,
    `- Screen: ${screen.width}×${screen.height} CSS px at DPR ${screen.deviceScaleFactor}, mobile, touch (Lighthouse's mobile screen).`,
    `- Cache: ${method.cache}.`,
    '',
    '## Method',
    '',
    "- Each dist is served from 127.0.0.1 by a node:http server (HTTP/1.1) that precompresses every text file once with brotli (quality 11) and gzip (level 9) and answers by `Accept-Encoding`; the app's server mounts the mock backend on the same origin.",
    "- The mock backend's answers (API JSON, generated SVG images) go out as it writes them, uncompressed; they count in Requests but not in JS or CSS.",
    '- Byte counts come from CDP: the resource type from `Network.responseReceived`, the size from `Network.loadingFinished.encodedDataLength` (compressed body plus response headers). Requests count every http(s) request of the load, API calls and images included.',
    '- FCP is `first-contentful-paint`; LCP the last `largest-contentful-paint` entry; TBT, as Lighthouse defines it, the sum of `duration − 50 ms` over the `longtask` entries after FCP until the page has settled (observers installed before any page script); the diagnostics below also give it counted from navigation start.',
    `- A page is read when settled: ${method.settledWhen}. Pages are loaded in turn (floor, then each route) ${method.runsPerPage} times, so drift on the machine hits them all alike.`,
    '',
    '## Diagnostics (not budgeted)',
    '',
    ...diagnostics(report),
    '',
    ...(problems.length > 0
      ? ['## Warnings', '', ...problems.map((problem) => `- ${problem}`), '']
      : []),
  ].join('\n');
}

export async function writeReports(
  report: BenchReport,
  dir: string,
): Promise<{ markdown: string; json: string }> {
  await mkdir(dir, { recursive: true });
  const markdown = join(dir, 'report.md');
  const json = join(dir, 'report.json');
  await writeFile(markdown, renderMarkdown(report));
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  return { markdown, json };
}

/** A few lines for the terminal; the report files hold the rest. */
export function renderSummary(report: BenchReport): string {
  const line = (label: string, median: Metrics, ratio?: Record<MetricKey, number | null>) =>
    `${label.padEnd(20)} ${metricKeys
      .map(
        (key) =>
          `${columns[key].replace(/ \(.*\)/, '')} ${formatMetric(key, median[key])}${ratio ? ` (${formatRatio(ratio[key])})` : ''}`,
      )
      .join('  ')}`;
  return [
    'Medians (JS/CSS in KiB transferred, times in ms; ratio to floor in brackets):',
    line(`floor ${report.floor.path}`, report.floor.median),
    ...report.routes.map((route) =>
      line(`${route.name} ${route.hash}`, route.median, route.ratioToFloor),
    ),
    'Budgets:',
    ...report.budgets.map(
      (budget) =>
        `  ${budget.pass ? 'pass' : 'FAIL'}  ${budget.description}: ${formatBudgetValue(budget)}`,
    ),
    ...(warnings(report).length > 0
      ? ['Warnings: some runs had failed requests or page errors; see the report.']
      : []),
  ].join('\n');
}
