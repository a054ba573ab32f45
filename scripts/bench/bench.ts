/**
 * `npm run bench:app [-- options]` (options: scripts/bench/options.ts): builds the app and the
 * React floor, serves them over HTTP/1.1 and HTTP/2, loads the key routes and the floor in
 * throttled headless Chromium (a first visit and a repeat visit) under each configuration
 * (configurations.ts), audits the public ones with Lighthouse, measures the interactions' latency,
 * and writes report.md and report.json. Exits 0 even when a budget fails (the report says so) unless --strict is given.
 */
import { cpus, loadavg, release, type as osType } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildSites } from './build';
import { evaluateBudgets } from './budgets';
import {
  planConfigurations,
  protocolLabels,
  type Configuration,
  type Protocol,
} from './configurations';
import type { InteractionLatency } from './interactionLatency';
import { interactionRuns, interactions } from './interactions';
import {
  formFactors,
  launchLighthouse,
  lighthouseKeys,
  type FormFactor,
  type LighthouseRun,
} from './lighthouse';
import { measureOnce, metricKeys, type Run } from './measure';
import { desktopViewport, measureInteraction } from './measureInteraction';
import { parseOptions, usage, type BenchOptions } from './options';
import { loadKeyRoutes } from './routes';
import { updateReadme } from './readme';
import { renderSummary, writeReports, type BenchReport } from './report';
import {
  spreadOf,
  summarize,
  type ConfigurationResult,
  type InteractionResult,
  type PageResult,
} from './results';
import { demoLogin } from './session';
import { settledWhen } from './settle';
import { certificateFlags, serveSites, type Site } from './sites';
import { profiles, viewport } from './throttling';

const repoRoot = resolve(import.meta.dirname, '../..');
const reportDir = resolve(repoRoot, 'docs/bench');
/** The system Chromium: the bench never downloads a browser. */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function launchBrowser(extraFlags: readonly string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    args: [
      ...extraFlags,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

interface Page {
  name: string;
  path: string;
  site: Site;
  audited: boolean;
  landing?: true;
  prepare?: (context: BrowserContext) => Promise<void>;
}

/** One page's figures under one configuration, as they come in. */
interface Measured {
  runs: Run[];
  lighthouse: Record<FormFactor, LighthouseRun[]>;
}

const configurationName = (configuration: Configuration) =>
  `${protocolLabels[configuration.protocol]} ${configuration.profile}`;

async function bench(options: BenchOptions, cleanups: (() => Promise<void>)[]) {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;

  const dirs = options.build
    ? (console.log('Building the app and the floor…'), await buildSites(repoRoot))
    : { app: resolve(repoRoot, 'dist'), floor: resolve(repoRoot, 'dist-floor') };
  const { origins, certificate } = await serveSites(dirs, options.protocols, cleanups);
  const originOf = (protocol: Protocol, site: Site) => {
    const origin = origins[protocol]?.[site];
    if (!origin) throw new Error(`bench: ${site} is not served over ${protocol}`);
    return origin;
  };
  const browser = await launchBrowser(certificateFlags(certificate));
  cleanups.push(() => browser.close());
  const needsLogin =
    options.routes.some((route) => route.loggedIn) ||
    (options.interactions && interactions.some((interaction) => interaction.loggedIn));
  const loggedIn = needsLogin ? await demoLogin(originOf('h1', 'app')) : undefined;

  const floorPage: Page = { name: 'floor', path: '/', site: 'floor', audited: true };
  const routePages = options.routes.map((route): Page => ({
    name: route.name,
    path: route.hash,
    site: 'app',
    audited: !route.loggedIn,
    ...(route.landing ? { landing: true as const } : {}),
    prepare: route.loggedIn ? loggedIn : undefined,
  }));
  const pages = [floorPage, ...routePages];
  const configurations = planConfigurations(options);
  const measured = new Map(
    configurations.map((configuration) => [
      configuration,
      new Map(
        pages.map((page): [Page, Measured] => [
          page,
          { runs: [], lighthouse: { mobile: [], desktop: [] } },
        ]),
      ),
    ]),
  );
  const figures = (configuration: Configuration, page: Page) => {
    const found = measured.get(configuration)?.get(page);
    if (!found) throw new Error(`bench: nothing measured for ${page.name}`);
    return found;
  };
  const urlOf = (configuration: Configuration, page: Page) =>
    `${originOf(configuration.protocol, page.site)}/${page.site === 'floor' ? '' : page.path}`;

  // Interleaved rather than page by page or configuration by configuration, so drift on the
  // machine hits every page alike.
  const rounds = Math.max(...configurations.map((configuration) => configuration.runs));
  for (let round = 1; round <= rounds; round++) {
    for (const configuration of configurations.filter((c) => c.runs >= round)) {
      for (const page of pages) {
        const run = await measureOnce(
          browser,
          urlOf(configuration, page),
          configuration,
          page.prepare,
        );
        figures(configuration, page).runs.push(run);
        console.log(
          `  run ${round}/${configuration.runs} ${configurationName(configuration).padEnd(16)} ${page.name.padEnd(8)} FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms, JS ${run.jsBytes} B, warm FCP ${Math.round(run.warmFcpMs)} ms`,
        );
      }
    }
  }

  let lighthouseChromium: string | null = null;
  const audited = configurations.filter((configuration) => configuration.lighthouseRuns > 0);
  if (audited.length > 0) {
    const lighthouse = await launchLighthouse(chromePath, certificateFlags(certificate));
    cleanups.push(() => lighthouse.close());
    lighthouseChromium = lighthouse.version;
    const lighthouseRounds = Math.max(...audited.map((c) => c.lighthouseRuns));
    for (let round = 1; round <= lighthouseRounds; round++) {
      for (const configuration of audited.filter((c) => c.lighthouseRuns >= round)) {
        for (const page of pages.filter((candidate) => candidate.audited)) {
          for (const formFactor of formFactors) {
            const url = urlOf(configuration, page);
            const run = await lighthouse.run(url, formFactor, configuration.protocol);
            figures(configuration, page).lighthouse[formFactor].push(run);
            console.log(
              `  Lighthouse ${round}/${configuration.lighthouseRuns} ${protocolLabels[configuration.protocol].padEnd(8)} ${page.name.padEnd(8)} ${formFactor.padEnd(7)} score ${run.score}, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
            );
          }
        }
      }
    }
  }

  const interactionResults: InteractionResult[] = [];
  if (options.interactions) {
    const runs = Math.min(options.runs, interactionRuns);
    const setting = { throttling: profiles.slow4g, protocol: 'h1' as const };
    const latencies = new Map(
      interactions.map((interaction) => [interaction, [] as InteractionLatency[]]),
    );
    for (let round = 1; round <= runs; round++) {
      for (const interaction of interactions) {
        const prepare = interaction.loggedIn ? loggedIn : undefined;
        const latency = await measureInteraction(
          browser,
          originOf('h1', 'app'),
          interaction,
          setting,
          prepare,
        );
        latencies.get(interaction)?.push(latency);
        console.log(
          `  interaction ${round}/${runs} ${interaction.name.padEnd(14)} ${Math.round(latency.latencyMs)} ms (${latency.longest})`,
        );
      }
    }
    for (const [interaction, runsOf] of latencies) {
      interactionResults.push({
        name: interaction.name,
        what: interaction.what,
        path: interaction.hash,
        runs: runsOf,
        latencyMs: spreadOf(runsOf.map((run) => run.latencyMs)),
      });
    }
  }

  const result = (configuration: Configuration, page: Page): PageResult => {
    const { runs, lighthouse } = figures(configuration, page);
    const audit = (formFactor: FormFactor) => ({
      runs: lighthouse[formFactor],
      summary: summarize(lighthouse[formFactor], lighthouseKeys),
    });
    return {
      name: page.name,
      path: page.path,
      ...(page.landing ? { landing: true as const } : {}),
      runs,
      summary: summarize(runs, metricKeys),
      ...(page.audited && configuration.lighthouseRuns > 0
        ? { lighthouse: { mobile: audit('mobile'), desktop: audit('desktop') } }
        : {}),
    };
  };
  const configurationResults: ConfigurationResult[] = configurations.map((configuration) => ({
    ...configuration,
    throttling: profiles[configuration.profile],
    floor: result(configuration, floorPage),
    routes: routePages.map((page) => result(configuration, page)),
  }));
  const budgets = evaluateBudgets(configurationResults, interactionResults);
  const cpuList = cpus();

  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    command: [
      'npm run bench:app',
      ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
    ].join(' '),
    complete: options.complete,
    durationSeconds: Math.round((performance.now() - started) / 100) / 10,
    environment: {
      cpuModel: cpuList[0]?.model ?? 'unknown',
      cores: cpuList.length,
      chromium: browser.version(),
      lighthouseChromium,
      node: process.version,
      os: `${osType()} ${release()}`,
      loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
    },
    viewport,
    interactionViewport: desktopViewport,
    settledWhen,
    configurations: configurationResults,
    interactions: interactionResults,
    budgets,
    allBudgetsPass: budgets.every((budget) => budget.pass),
  };
  return report;
}

async function main(): Promise<void> {
  const keyRoutes = await loadKeyRoutes(repoRoot);
  if (process.argv.includes('--help')) {
    console.log(usage(keyRoutes));
    return;
  }
  const options = parseOptions(
    process.argv.slice(2),
    { report: reportDir, scratch: resolve(repoRoot, 'test-results/bench') },
    keyRoutes,
  );
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const report = await bench(options, cleanups);
    const written = await writeReports(report, options.outDir);
    // Only a complete run speaks for the project: the README's figures come from it.
    if (options.complete && options.outDir === reportDir) {
      await updateReadme(resolve(repoRoot, 'README.md'), report);
    }
    console.log(
      `\n${renderSummary(report)}\n\nWrote ${written.markdown} and ${written.json} in ${report.durationSeconds.toFixed(0)} s.`,
    );
    if (options.strict && !report.allBudgetsPass) process.exitCode = 1;
  } finally {
    // Browsers first, then the servers they were talking to.
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('bench: cleanup failed:', error));
    }
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
