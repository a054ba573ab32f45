import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BudgetResult } from './budgets';
import { protocolLabels } from './configurations';
import { eventThresholdMs } from './interactionLatency';
import type { MetricKey } from './measure';
import {
  median,
  ratio,
  type ConfigurationResult,
  type InteractionResult,
  type PageResult,
} from './results';
import {
  budgetTable,
  coldTable,
  interactionTable,
  kib,
  label,
  lighthouseTable,
  row,
  sideBySideTable,
  times,
  warmTable,
  whole,
} from './reportTables';
import type { Viewport } from './throttling';

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
  /** The cold loads' screen. */
  viewport: Viewport;
  /** The interactions' screen. */
  interactionViewport: { width: number; height: number };
  settledWhen: string;
  /** The budgeted configuration first (configurations.ts). */
  configurations: ConfigurationResult[];
  interactions: InteractionResult[];
  budgets: BudgetResult[];
  allBudgetsPass: boolean;
}

/** `HTTP/2, 150 ms round trip`: how a configuration is named in the report. */
export function configurationLabel(configuration: ConfigurationResult): string {
  return `${protocolLabels[configuration.protocol]}, ${configuration.throttling.latencyMs} ms per request`;
}

function pagesOf(configuration: ConfigurationResult): PageResult[] {
  return [configuration.floor, ...configuration.routes];
}

/** Every page of every configuration, each with its configuration's name. */
function allPages(report: BenchReport): { page: PageResult; under: string }[] {
  return report.configurations.flatMap((configuration) =>
    pagesOf(configuration).map((page) => ({ page, under: configurationLabel(configuration) })),
  );
}

/** Runs that hit failed requests or page errors: their figures may not be what a user sees. */
function warnings(report: BenchReport): string[] {
  return allPages(report).flatMap(({ page, under }) =>
    page.runs.flatMap((run, index) =>
      [...run.failedRequests, ...run.pageErrors].map(
        (problem) => `${page.name} ${page.path} (${under}), run ${index + 1}: ${problem}`,
      ),
    ),
  );
}

function benchmarkIndexes(report: BenchReport): number[] {
  return allPages(report).flatMap(({ page }) =>
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

function diagnostics(configuration: ConfigurationResult): string[] {
  return [
    row(['Page', 'Blocking time from navigation start (ms)', 'Long tasks', 'Longest task (ms)']),
    row(['---', '---:', '---:', '---:']),
    ...pagesOf(configuration).map((page) =>
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

function configurationSections(configuration: ConfigurationResult): string[] {
  const name = configurationLabel(configuration);
  const role = configuration.budgeted
    ? 'the budgeted configuration'
    : 'reported, not budgeted (the budgets were set on HTTP/1.1 under 562.5 ms per request)';
  return [
    `## ${name}: cold loads, ${configuration.runs} per page`,
    '',
    `${configuration.throttling.profile}; ${role}. JS and CSS are the bytes transferred, compressed as on the wire; the floor is served the same way.`,
    '',
    ...coldTable(configuration.floor, configuration.routes),
    '',
    `### ${name}: repeat visits`,
    '',
    ...warmTable(configuration.floor, configuration.routes),
    '',
    ...(configuration.lighthouseRuns > 0
      ? [
          `### ${name}: Lighthouse, ${configuration.lighthouseRuns} run${configuration.lighthouseRuns === 1 ? '' : 's'} per page and form factor`,
          '',
          "Lighthouse's default mobile settings (simulated slow 4G, 4× CPU slowdown: it simulates its own network, so the page's profile does not apply) and its desktop settings, performance category; the public key routes only. FCP and LCP ratios are to the floor's Lighthouse figures; the floor's TBT is 0.",
          '',
          ...lighthouseTable(configuration.floor, configuration.routes),
          '',
        ]
      : []),
  ];
}

function throttlingLines(report: BenchReport): string[] {
  const seen = new Map(
    report.configurations.map((configuration) => [configuration.profile, configuration.throttling]),
  );
  return [...seen.entries()].map(
    ([name, net]) =>
      `- Network \`${name}\`: ${net.profile}, through CDP \`Network.emulateNetworkConditions\`: latency ${net.latencyMs} ms per request, download ${net.downloadKbps} kbit/s (${net.downloadBytesPerSecond} bytes/s), upload ${net.uploadKbps} kbit/s (${net.uploadBytesPerSecond} bytes/s), CPU ${net.cpuSlowdown}× slowdown; 1 kbit = 1024 bit, as in Lighthouse.`,
  );
}

export function renderMarkdown(report: BenchReport): string {
  const { environment: env, viewport: screen } = report;
  const problems = warnings(report);
  const budgeted = report.configurations.find((configuration) => configuration.budgeted);
  return [
    '# Performance bench',
    '',
    `Written by \`${report.command}\` (scripts/bench/) on ${report.generatedAt}; do not edit by hand. The same data, with every run, is in [report.json](report.json).${report.complete ? '' : ' **A partial run** (some routes, protocols or profiles, no Lighthouse or interactions, or fewer than 3 runs): not a report to commit.'}`,
    '',
    'Every figure is the median of the runs, followed by its ratio to the floor (a bare React 19 + react-dom page, bench/floor/, built, served and throttled the same way in the same run) where one applies, and the spread from the lowest to the highest run. Compare only ratios from one run: the machine is shared.',
    '',
    `## Budgets: ${report.allBudgetsPass ? 'all pass' : 'at least one FAILS'}`,
    '',
    budgeted
      ? `The routes' budgets are evaluated on ${configurationLabel(budgeted)} (the configuration they were set on); the other configurations are reported below.`
      : "The routes' budgets were not evaluated: this run left out HTTP/1.1 under 562.5 ms per request.",
    '',
    ...budgetTable(report.budgets),
    '',
    '## Protocols and network profiles side by side',
    '',
    "FCP / LCP of each route as ratios to the floor's under the same configuration.",
    '',
    ...sideBySideTable(
      report.configurations.map((configuration) => ({
        label: configurationLabel(configuration),
        floor: configuration.floor,
        routes: configuration.routes,
      })),
    ),
    '',
    ...report.configurations.flatMap(configurationSections),
    '## Interactions',
    '',
    ...(report.interactions.length > 0
      ? [
          `Latency from the input to the next paint, as INP counts it (the Event Timing API's \`duration\`, the longest over the events of the interaction; under ${eventThresholdMs} ms no event is reported and it counts as ${eventThresholdMs}). Each is the first such interaction on a freshly loaded and settled page (code that loads on demand, a dialog's or the viewer's, is part of it, as a customer feels it): HTTP/1.1 under slow 4G, 4× CPU slowdown, a ${report.interactionViewport.width}×${report.interactionViewport.height} desktop screen, the page in English, real input through Playwright. Median of ${report.interactions[0]?.runs.length ?? 0} runs.`,
          '',
          ...interactionTable(report.interactions),
        ]
      : ['Not run (`--no-interactions`).']),
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
    ...throttlingLines(report),
    `- Screen: ${screen.width}×${screen.height} CSS px at DPR ${screen.deviceScaleFactor}, mobile, touch (Lighthouse's mobile screen).`,
    '- Cache: a fresh browser context per run (nothing cached) for the first visit; the repeat visit opens the page again in that context.',
    '',
    '## Method',
    '',
    "- Each dist is served from 127.0.0.1 by a node:http server (HTTP/1.1) that precompresses every text file once with brotli (quality 11) and gzip (level 9) and answers by `Accept-Encoding`; the app's server mounts the mock backend on the same origin. Hashed files under `assets/` are cached for a year (`immutable`), the HTML is revalidated.",
    "- HTTP/2: a node:http2 server with TLS in front of each of those servers hands every request on and every answer back unchanged, as a host's front server does. Its certificate is self-signed, made for the run; Chromium (and Lighthouse's) accepts it through `--ignore-certificate-errors-spki-list` with its key's hash, and every response of a run is checked to have come over the protocol meant (CDP `Network.Response.protocol`, Lighthouse's network requests): the bench fails otherwise.",
    "- The mock backend's answers (API JSON, generated SVG images) go out compressed by the mock (gzip, as json-server's defaults do); they count in Requests but not in JS or CSS. The logged-in routes open with the demo user's login stored, as the login form stores it.",
    '- Byte counts come from CDP: the resource type from `Network.responseReceived`, the size from `Network.loadingFinished.encodedDataLength` (compressed body plus response headers). Requests count every http(s) request of the load, API calls and images included.',
    '- FCP is `first-contentful-paint`; LCP the last `largest-contentful-paint` entry; CLS the largest session window of `layout-shift` entries without recent input (windows of shifts under 1 s apart, at most 5 s long); TBT the sum of `duration − 50 ms` over the `longtask` entries after FCP until the page has settled (observers installed before any page script). Lighthouse counts its own, on its simulated throttling: its figures are in their own tables and budgets.',
    `- A page is read when settled: ${report.settledWhen}. Each round loads every page (floor, then each route) under every configuration that still has runs to do, so drift on the machine hits them all alike; the Lighthouse audits follow, interleaved the same way, then the interactions.`,
    '',
    ...(budgeted
      ? [
          `## Diagnostics (not budgeted): ${configurationLabel(budgeted)}`,
          '',
          ...diagnostics(budgeted),
          '',
        ]
      : []),
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
  const line = (configuration: ConfigurationResult, page: PageResult) => {
    const m = page.summary;
    const floor = configuration.floor;
    const r = (key: MetricKey) =>
      page === floor ? '' : ` (${times(ratio(m[key].median, floor.summary[key].median))})`;
    const lh = page.lighthouse
      ? `  LH ${page.lighthouse.mobile.summary.score.median}/${page.lighthouse.desktop.summary.score.median} TBT ${whole(page.lighthouse.mobile.summary.tbtMs.median)}`
      : '';
    return `  ${page.name.padEnd(8)} JS ${kib(m.jsBytes.median)}${r('jsBytes')}  FCP ${whole(m.fcpMs.median)}${r('fcpMs')}  LCP ${whole(m.lcpMs.median)}${r('lcpMs')}  CLS ${m.cls.median.toFixed(3)}  warm FCP ${whole(m.warmFcpMs.median)}${lh}`;
  };
  return [
    'Medians (JS in KiB transferred, times in ms; ratio to floor in brackets; LH = Lighthouse mobile/desktop score, mobile TBT):',
    ...report.configurations.flatMap((configuration) => [
      `${configurationLabel(configuration)}${configuration.budgeted ? ' (budgeted)' : ''}:`,
      ...pagesOf(configuration).map((page) => line(configuration, page)),
    ]),
    ...report.interactions.map(
      (interaction) =>
        `Interaction ${interaction.name}: ${whole(interaction.latencyMs.median)} ms to the next paint`,
    ),
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
