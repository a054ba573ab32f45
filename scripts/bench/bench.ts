/**
 * `npm run bench [-- --strict]`: builds the app and the React floor, loads the
 * key routes and the floor in throttled headless Chromium, and writes
 * docs/bench/report.md and report.json. Exits 0 even when a budget fails
 * (the report says so) unless --strict is given.
 */
import { cpus, release, type as osType } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { buildSites } from './build';
import { evaluateBudgets } from './budgets';
import { measureOnce } from './measure';
import type { Run } from './measure';
import { mockMiddleware } from './mockMiddleware';
import { settledWhen } from './settle';
import { renderSummary, writeReports } from './report';
import type { BenchReport } from './report';
import { medianMetrics, ratios } from './results';
import type { RouteResult } from './results';
import { keyRoutes } from './routes';
import { startStaticServer } from './staticServer';
import { throttling, viewport } from './throttling';

const runsPerPage = 5;
const repoRoot = resolve(import.meta.dirname, '../..');
const reportDir = resolve(repoRoot, 'docs/bench');

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    // The system Chromium: the bench never downloads a browser.
    executablePath: '/usr/bin/chromium',
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
  label: string;
  url: string;
  runs: Run[];
}

async function bench(cleanups: (() => Promise<void>)[]): Promise<BenchReport> {
  const started = performance.now();

  console.log('Building the app and the floor…');
  const sites = await buildSites(repoRoot);

  const appServer = await startStaticServer(sites.app, mockMiddleware());
  cleanups.push(() => appServer.close());
  const floorServer = await startStaticServer(sites.floor);
  cleanups.push(() => floorServer.close());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());

  const floorPage: Page = { label: 'floor /', url: `${floorServer.origin}/`, runs: [] };
  const routePages = keyRoutes.map((route) => {
    const page: Page = {
      label: `${route.name} ${route.hash}`,
      url: `${appServer.origin}/${route.hash}`,
      runs: [],
    };
    return { route, page };
  });
  const pages = [floorPage, ...routePages.map(({ page }) => page)];

  // Interleaved rather than page by page, so drift on the machine hits every page alike.
  for (let round = 1; round <= runsPerPage; round++) {
    for (const page of pages) {
      const run = await measureOnce(browser, page.url);
      page.runs.push(run);
      console.log(
        `  run ${round}/${runsPerPage} ${page.label.padEnd(20)} FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, JS ${run.jsBytes} B, ${run.requests} requests`,
      );
    }
  }

  const floorMedian = medianMetrics(floorPage.runs);
  const routes = routePages.map(({ route, page }): RouteResult => {
    const median = medianMetrics(page.runs);
    return {
      name: route.name,
      hash: route.hash,
      median,
      ratioToFloor: ratios(median, floorMedian),
      runs: page.runs,
    };
  });
  const budgets = evaluateBudgets(floorMedian, routes);
  const cpuList = cpus();

  return {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((performance.now() - started) / 100) / 10,
    environment: {
      cpuModel: cpuList[0]?.model ?? 'unknown',
      cores: cpuList.length,
      chromium: browser.version(),
      node: process.version,
      os: `${osType()} ${release()}`,
    },
    throttling,
    viewport,
    method: {
      runsPerPage,
      statistic: 'median',
      settledWhen,
      cache: 'disabled (Network.setCacheDisabled) and a fresh browser context per run',
    },
    floor: { name: 'floor', path: '/', median: floorMedian, runs: floorPage.runs },
    routes,
    budgets,
    allBudgetsPass: budgets.every((budget) => budget.pass),
  };
}

async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const report = await bench(cleanups);
    const written = await writeReports(report, reportDir);
    console.log(
      `\n${renderSummary(report)}\n\nWrote ${written.markdown} and ${written.json} in ${report.durationSeconds.toFixed(0)} s.`,
    );
    if (strict && !report.allBudgetsPass) process.exitCode = 1;
  } finally {
    // Browser first, then the servers it was talking to.
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('bench: cleanup failed:', error));
    }
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
