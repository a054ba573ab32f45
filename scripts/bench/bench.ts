/**
 * `npm run bench:app [-- options]` (options: scripts/bench/options.ts): builds the app and the
 * React floor, loads the key routes and the floor in throttled headless Chromium (a first visit
 * and a repeat visit), audits the public ones with Lighthouse, and writes report.md and
 * report.json. Exits 0 even when a budget fails (the report says so) unless --strict is given.
 */
import { cpus, loadavg, release, type as osType } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildSites } from './build';
import { evaluateBudgets } from './budgets';
import { formFactors, launchLighthouse, lighthouseKeys, type LighthouseRun } from './lighthouse';
import { measureOnce, metricKeys, type Run } from './measure';
import { mockMiddleware } from './mockMiddleware';
import { parseOptions, type BenchOptions } from './options';
import { updateReadme } from './readme';
import { renderSummary, writeReports, type BenchReport } from './report';
import { summarize, type PageResult } from './results';
import { demoLogin } from './session';
import { settledWhen } from './settle';
import { startStaticServer } from './staticServer';
import { throttling, viewport } from './throttling';

const repoRoot = resolve(import.meta.dirname, '../..');
const reportDir = resolve(repoRoot, 'docs/bench');
/** The system Chromium: the bench never downloads a browser. */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    args: [
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
  url: string;
  audited: boolean;
  prepare?: (context: BrowserContext) => Promise<void>;
  runs: Run[];
  lighthouse: Record<(typeof formFactors)[number], LighthouseRun[]>;
}

async function bench(options: BenchOptions, cleanups: (() => Promise<void>)[]) {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;

  const sites = options.build
    ? (console.log('Building the app and the floor…'), await buildSites(repoRoot))
    : { app: resolve(repoRoot, 'dist'), floor: resolve(repoRoot, 'dist-floor') };

  const appServer = await startStaticServer(sites.app, mockMiddleware());
  cleanups.push(() => appServer.close());
  const floorServer = await startStaticServer(sites.floor);
  cleanups.push(() => floorServer.close());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const loggedIn = options.routes.some((route) => route.loggedIn)
    ? await demoLogin(appServer.origin)
    : undefined;

  const page = (fields: Omit<Page, 'runs' | 'lighthouse'>): Page => ({
    ...fields,
    runs: [],
    lighthouse: { mobile: [], desktop: [] },
  });
  const floorPage = page({
    name: 'floor',
    path: '/',
    url: `${floorServer.origin}/`,
    audited: options.lighthouse,
  });
  const routePages = options.routes.map((route) =>
    page({
      name: route.name,
      path: route.hash,
      url: `${appServer.origin}/${route.hash}`,
      audited: options.lighthouse && !route.loggedIn,
      prepare: route.loggedIn ? loggedIn : undefined,
    }),
  );
  const pages = [floorPage, ...routePages];

  // Interleaved rather than page by page, so drift on the machine hits every page alike.
  for (let round = 1; round <= options.runs; round++) {
    for (const current of pages) {
      const run = await measureOnce(browser, current.url, current.prepare);
      current.runs.push(run);
      console.log(
        `  run ${round}/${options.runs} ${current.name.padEnd(8)} FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms, JS ${run.jsBytes} B, warm FCP ${Math.round(run.warmFcpMs)} ms`,
      );
    }
  }

  let lighthouseChromium: string | null = null;
  if (options.lighthouse) {
    const lighthouse = await launchLighthouse(chromePath);
    cleanups.push(() => lighthouse.close());
    lighthouseChromium = lighthouse.version;
    for (let round = 1; round <= options.runs; round++) {
      for (const current of pages.filter((candidate) => candidate.audited)) {
        for (const formFactor of formFactors) {
          const run = await lighthouse.run(current.url, formFactor);
          current.lighthouse[formFactor].push(run);
          console.log(
            `  Lighthouse ${round}/${options.runs} ${current.name.padEnd(8)} ${formFactor.padEnd(7)} score ${run.score}, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
          );
        }
      }
    }
  }

  const result = (current: Page): PageResult => ({
    name: current.name,
    path: current.path,
    runs: current.runs,
    summary: summarize(current.runs, metricKeys),
    ...(current.audited
      ? {
          lighthouse: {
            mobile: {
              runs: current.lighthouse.mobile,
              summary: summarize(current.lighthouse.mobile, lighthouseKeys),
            },
            desktop: {
              runs: current.lighthouse.desktop,
              summary: summarize(current.lighthouse.desktop, lighthouseKeys),
            },
          },
        }
      : {}),
  });
  const floor = result(floorPage);
  const routes = routePages.map(result);
  const budgets = evaluateBudgets(floor, routes);
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
    throttling,
    viewport,
    method: { runsPerPage: options.runs, settledWhen },
    floor,
    routes,
    budgets,
    allBudgetsPass: budgets.every((budget) => budget.pass),
  };
  return report;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), {
    report: reportDir,
    scratch: resolve(repoRoot, 'test-results/bench'),
  });
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
