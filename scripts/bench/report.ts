import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BudgetResult } from './budgets';
import type { LighthouseKey } from './lighthouse';
import type { MetricKey } from './measure';
import { median, ratio, type PageResult, type Spread } from './results';
import type { Throttling, Viewport } from './throttling';

export interface Environment {
  cpuModel: string;
  cores: number;
  chromium: string;
  lighthouseChromium: string | null;
  node: string;
  os: string;
  /** The machine's 1-minute load average when the bench started and when it ended. */
  loadAverage: { start: number; end: number };
}

export interface BenchReport {
  generatedAt: string;
  /** The command line that wrote it. */
  command: string;
  /** Every key route, Lighthouse, at least 3 runs: a report fit to commit. */
  complete: boolean;
  durationSeconds: number;
  environment: Environment;
  throttling: Throttling;
  viewport: Viewport;
  method: { runsPerPage: number; settledWhen: string };
  floor: PageResult;
  routes: PageResult[];
  budgets: BudgetResult[];
  allBudgetsPass: boolean;
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const whole = (value: number) => Math.round(value).toString();
const times = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);
const label = (page: PageResult) => `${page.name} \`${page.path}\``;

/** The median, then the spread of the runs in brackets: `2048 (1990–2210)`. */
function spread(value: Spread, format: (value: number) => string): string {
  return value.min === value.max
    ? format(value.median)
    : `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
}

/** The median with its ratio to the floor's median, then the spread. */
function againstFloor(
  page: PageResult,
  floor: PageResult,
  key: MetricKey,
  format: (value: number) => string,
): string {
  const value = page.summary[key];
  if (page === floor) return spread(value, format);
  return `${format(value.median)} (${times(ratio(value.median, floor.summary[key].median))}; ${format(value.min)}–${format(value.max)})`;
}

function coldTable(floor: PageResult, pages: readonly PageResult[]): string[] {
  return [
    row(['Page', 'JS KiB', 'CSS KiB', 'Requests', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...[floor, ...pages].map((page) =>
      row([
        label(page),
        `${kib(page.summary.jsBytes.median)}${page === floor ? '' : ` (${times(ratio(page.summary.jsBytes.median, floor.summary.jsBytes.median))})`}`,
        kib(page.summary.cssBytes.median),
        whole(page.summary.requests.median),
        againstFloor(page, floor, 'fcpMs', whole),
        againstFloor(page, floor, 'lcpMs', whole),
        spread(page.summary.cls, (value) => value.toFixed(3)),
        spread(page.summary.tbtMs, whole),
      ]),
    ),
  ];
}

function warmTable(floor: PageResult, pages: readonly PageResult[]): string[] {
  return [
    row([
      'Page',
      'FCP first visit ms',
      'FCP repeat visit ms',
      'Repeat ÷ first',
      'JS transferred again KiB',
    ]),
    row(['---', '---:', '---:', '---:', '---:']),
    ...[floor, ...pages].map((page) =>
      row([
        label(page),
        spread(page.summary.fcpMs, whole),
        spread(page.summary.warmFcpMs, whole),
        times(ratio(page.summary.warmFcpMs.median, page.summary.fcpMs.median)),
        kib(page.summary.warmJsBytes.median),
      ]),
    ),
  ];
}

function lighthouseTable(floor: PageResult, pages: readonly PageResult[]): string[] {
  const audited = [floor, ...pages].filter((page) => page.lighthouse);
  if (audited.length === 0) return ['Not run (`--no-lighthouse`).'];
  const cell = (page: PageResult, form: 'mobile' | 'desktop', key: LighthouseKey) => {
    const summary = page.lighthouse?.[form].summary[key];
    const floorSummary = floor.lighthouse?.[form].summary[key];
    if (!summary) return 'n/a';
    const format = key === 'cls' ? (value: number) => value.toFixed(3) : whole;
    const base = spread(summary, format);
    if (page === floor || !floorSummary || !key.endsWith('Ms') || key === 'tbtMs') return base;
    return `${base}, ${times(ratio(summary.median, floorSummary.median))}`;
  };
  return [
    row([
      'Page',
      'Mobile score',
      'Desktop score',
      'Mobile FCP ms',
      'Mobile LCP ms',
      'Mobile TBT ms',
      'Mobile CLS',
      'Desktop TBT ms',
      'Desktop CLS',
    ]),
    row(['---', ...Array.from({ length: 8 }, () => '---:')]),
    ...audited.map((page) =>
      row([
        label(page),
        cell(page, 'mobile', 'score'),
        cell(page, 'desktop', 'score'),
        cell(page, 'mobile', 'fcpMs'),
        cell(page, 'mobile', 'lcpMs'),
        cell(page, 'mobile', 'tbtMs'),
        cell(page, 'mobile', 'cls'),
        cell(page, 'desktop', 'tbtMs'),
        cell(page, 'desktop', 'cls'),
      ]),
    ),
  ];
}

function budgetTable(budgets: readonly BudgetResult[]): string[] {
  return [
    row(['Route', 'Budget', 'Measured', 'Limit', 'Result']),
    row(['---', '---', '---:', '---:', '---']),
    ...budgets.map((budget) =>
      row([
        budget.route,
        budget.what,
        budget.measured,
        budget.limit,
        budget.pass ? 'pass' : '**FAIL**',
      ]),
    ),
  ];
}

function allPages(report: BenchReport): PageResult[] {
  return [report.floor, ...report.routes];
}

/** Runs that hit failed requests or page errors: their figures may not be what a user sees. */
function warnings(report: BenchReport): string[] {
  return allPages(report).flatMap((page) =>
    page.runs.flatMap((run, index) =>
      [...run.failedRequests, ...run.pageErrors].map(
        (problem) => `${page.name} ${page.path}, run ${index + 1}: ${problem}`,
      ),
    ),
  );
}

function benchmarkIndexes(report: BenchReport): number[] {
  return allPages(report).flatMap((page) =>
    page.lighthouse
      ? [...page.lighthouse.mobile.runs, ...page.lighthouse.desktop.runs].map(
          (run) => run.benchmarkIndex,
        )
      : [],
  );
}

function noise(report: BenchReport): string {
  const { start, end } = report.environment.loadAverage;
  const indexes = benchmarkIndexes(report);
  const lighthouse =
    indexes.length > 0
      ? `; Lighthouse's benchmarkIndex ${whole(Math.min(...indexes))}–${whole(Math.max(...indexes))} (median ${whole(median(indexes))}; about 2,000 on a quiet machine of this kind, 300 on a busy one)`
      : '';
  return `- Machine load: 1-minute load average ${start.toFixed(1)} at the start, ${end.toFixed(1)} at the end, on ${report.environment.cores} cores${lighthouse}.`;
}

function diagnostics(report: BenchReport): string[] {
  return [
    row(['Page', 'Blocking time from navigation start (ms)', 'Long tasks', 'Longest task (ms)']),
    row(['---', '---:', '---:', '---:']),
    ...allPages(report).map((page) =>
      row([
        label(page),
        whole(median(page.runs.map((run) => run.tbtFromNavigationMs))),
        median(page.runs.map((run) => run.longTaskCount)).toString(),
        whole(median(page.runs.map((run) => run.longestTaskMs))),
      ]),
    ),
    '',
    'Medians of the cold loads. Counting from navigation start adds the evaluation of the scripts before the first paint, which React alone makes long at 4× CPU slowdown (the floor too).',
  ];
}

export function renderMarkdown(report: BenchReport): string {
  const { environment: env, throttling: net, viewport: screen, method } = report;
  const problems = warnings(report);
  return [
    '# Performance bench',
    '',
    `Written by \`${report.command}\` (scripts/bench/) on ${report.generatedAt}; do not edit by hand. The same data, with every run, is in [report.json](report.json).${report.complete ? '' : ' **A partial run** (some routes, no Lighthouse or fewer than 3 runs): not a report to commit.'}`,
    '',
    'Every figure is the median of the runs, followed by its ratio to the floor (a bare React 19 + react-dom page, bench/floor/, built and measured the same way in the same run) where one applies, and the spread from the lowest to the highest run. Compare only ratios from one run: the machine is shared.',
    '',
    `## Budgets: ${report.allBudgetsPass ? 'all pass' : 'at least one FAILS'}`,
    '',
    ...budgetTable(report.budgets),
    '',
    `## Cold loads: ${method.runsPerPage} per page`,
    '',
    'JS and CSS are the bytes transferred, compressed as on the wire.',
    '',
    ...coldTable(report.floor, report.routes),
    '',
    '## Repeat visits',
    '',
    'The same page opened again in the same browser after the first visit: hashed files come from the cache (`Cache-Control: immutable`), the HTML and the API are asked again.',
    '',
    ...warmTable(report.floor, report.routes),
    '',
    `## Lighthouse: ${method.runsPerPage} runs per page and form factor`,
    '',
    "Lighthouse's default mobile settings (simulated slow 4G, 4× CPU slowdown) and its desktop settings, performance category; the public key routes only. FCP and LCP ratios are to the floor's Lighthouse figures; the floor's TBT is 0.",
    '',
    ...lighthouseTable(report.floor, report.routes),
    '',
    '## Environment',
    '',
    `- CPU: ${env.cpuModel}, ${env.cores} cores`,
    `- Browser: Chromium ${env.chromium}, headless (Lighthouse: ${env.lighthouseChromium ?? 'not run'})`,
    `- Node ${env.node}, ${env.os}`,
    noise(report),
    `- Date: ${report.generatedAt}; the whole bench (builds included) took ${report.durationSeconds.toFixed(0)} s`,
    '',
    '## Throttling of the cold loads',
    '',
    `- Network: ${net.profile}, through CDP \`Network.emulateNetworkConditions\`: latency ${net.latencyMs} ms per request, download ${net.downloadKbps} kbit/s (${net.downloadBytesPerSecond} bytes/s), upload ${net.uploadKbps} kbit/s (${net.uploadBytesPerSecond} bytes/s); 1 kbit = 1024 bit, as in Lighthouse.`,
    `- CPU: ${net.cpuSlowdown}× slowdown (\`Emulation.setCPUThrottlingRate\`).`,
    `- Screen: ${screen.width}×${screen.height} CSS px at DPR ${screen.deviceScaleFactor}, mobile, touch (Lighthouse's mobile screen).`,
    '- Cache: a fresh browser context per run (nothing cached) for the first visit; the repeat visit opens the page again in that context.',
    '',
    '## Method',
    '',
    "- Each dist is served from 127.0.0.1 by a node:http server (HTTP/1.1) that precompresses every text file once with brotli (quality 11) and gzip (level 9) and answers by `Accept-Encoding`; the app's server mounts the mock backend on the same origin. Hashed files under `assets/` are cached for a year (`immutable`), the HTML is revalidated.",
    "- The mock backend's answers (API JSON, generated SVG images) go out compressed by the mock (gzip, as json-server's defaults do); they count in Requests but not in JS or CSS. The logged-in routes open with the demo user's login stored, as the login form stores it.",
    '- Byte counts come from CDP: the resource type from `Network.responseReceived`, the size from `Network.loadingFinished.encodedDataLength` (compressed body plus response headers). Requests count every http(s) request of the load, API calls and images included.',
    '- FCP is `first-contentful-paint`; LCP the last `largest-contentful-paint` entry; CLS the largest session window of `layout-shift` entries without recent input (windows of shifts under 1 s apart, at most 5 s long); TBT the sum of `duration − 50 ms` over the `longtask` entries after FCP until the page has settled (observers installed before any page script). Lighthouse counts its own, on its simulated throttling: its figures are in their own table and budgets.',
    `- A page is read when settled: ${method.settledWhen}. Pages are loaded in turn (floor, then each route) ${method.runsPerPage} times, so drift on the machine hits them all alike; the Lighthouse audits follow, interleaved the same way.`,
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
  const floor = report.floor.summary;
  const line = (page: PageResult) => {
    const m = page.summary;
    const r = (key: MetricKey) =>
      page === report.floor ? '' : ` (${times(ratio(m[key].median, floor[key].median))})`;
    const lh = page.lighthouse
      ? `  LH ${page.lighthouse.mobile.summary.score.median}/${page.lighthouse.desktop.summary.score.median} TBT ${whole(page.lighthouse.mobile.summary.tbtMs.median)}`
      : '';
    return `${page.name.padEnd(8)} JS ${kib(m.jsBytes.median)}${r('jsBytes')}  FCP ${whole(m.fcpMs.median)}${r('fcpMs')}  LCP ${whole(m.lcpMs.median)}${r('lcpMs')}  CLS ${m.cls.median.toFixed(3)}  warm FCP ${whole(m.warmFcpMs.median)}${lh}`;
  };
  return [
    'Medians (JS in KiB transferred, times in ms; ratio to floor in brackets; LH = Lighthouse mobile/desktop score, mobile TBT):',
    ...allPages(report).map(line),
    'Budgets:',
    ...report.budgets.map(
      (budget) =>
        `  ${budget.pass ? 'pass' : 'FAIL'}  ${budget.route}: ${budget.what}: ${budget.measured}`,
    ),
    ...(warnings(report).length > 0
      ? ['Warnings: some runs had failed requests or page errors; see the report.']
      : []),
  ].join('\n');
}
