import { defineConfig } from '@playwright/test';

// Overridable so that several checkouts' browser tests can run side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 4173);
/** The dev server, for development-only screens such as the machine gallery. */
const devPort = Number(process.env.E2E_DEV_PORT ?? 5174);
/** The build the preview serves (`vite build --outDir` the same folder). */
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/** Debian's Chromium, never a downloaded browser; flags keep it off the closed network. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  // The list as it runs; the HTML report a tester opens (`npx playwright show-report
  // test-results/playwright-report`), with each failed test's trace in it; the JSON report
  // scripts/testAll.ts counts, when it asks for one.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/playwright-report' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // A test's first run is traced and the trace kept only when it fails: a failure names its
    // trace.zip under test-results/e2e/ (`npx playwright show-trace <file>`), and a passing run
    // writes nothing. Actions, screenshots, console and network are recorded, DOM snapshots not:
    // the snapshotter runs a script in every frame, which the documentation's sandboxed frame
    // (no allow-scripts) refuses with a console error, and every test fails on console errors.
    trace: { mode: 'retain-on-first-failure', snapshots: false },
    // The page as it was when a test failed, in its report; a passing test takes none (a full-page
    // screenshot of every test cost about 0.2 s of CPU each).
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
  projects: [
    {
      name: 'build',
      testIgnore: /\.dev\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${port}/` },
    },
    // The toolbar clears every scenario of the dev server's mock: the only other test that sets
    // one shares its file, whose tests run one after the other (devToolbar.dev.spec.ts).
    {
      name: 'dev',
      testMatch: /\.dev\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${devPort}/` },
    },
  ],
  // The built app with the mock mounted, exactly as `npm run preview` serves it,
  // and the dev server for the development-only screens.
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
