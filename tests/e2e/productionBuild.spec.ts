/**
 * The production build as a host serves it: built with `.env.example`'s values
 * (`npm run build:example`, into dist-example/) and served with the headers that build wrote,
 * the API forwarded on the same origin (`VITE_API_BASE=/`; here the mock answers it). It holds
 * no mock address, and every route renders under its Content-Security-Policy without a
 * violation or a console error (docs/deploy.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { headersFor, readHeaderRules } from '../../scripts/deploy/headersFile';
import { IMMUTABLE, REVALIDATE } from '../../scripts/deploy/securityHeaders';
import { checkDeployment, reportProblems } from '../../scripts/smoke/checkDeployment';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { checkoutGuardDescriptions } from '../../machines/checkoutSetup';
import { expect, test, unexpectedViolations } from './fixtures';
import { startAsDemo } from './loginSupport';
import {
  ALIASES,
  PROTECTED,
  routeTable,
  SAMPLE_STORAGE,
  sampleSearch,
  titlePattern,
} from './routeTable';

const OUT_DIR = process.env.E2E_EXAMPLE_OUT_DIR ?? 'dist-example';
/** The mock build the other browser tests use: the scan must find the mock there. */
const MOCK_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
/** `.env.example`'s documentation site; this test answers it with a page of its own. */
const DOC_SITE = 'https://docs.example.com/';

/** What only the mock or the development tools put in a build. */
const DEVELOPMENT_ONLY = [
  '/__mock',
  // The machine inspector's routes and feature (src/routes/devRoutes.ts).
  '__machines',
  'machineInspector',
  // The ids of the inspector's machine summaries (its metadata/machineSummaries.ts).
  'machineSummary.',
  // The development toolbar: its feature, its machine and its texts (src/routes/devRoutes.ts).
  'devToolbar',
  'Dev tools',
  '开发工具',
  // A field of the development inspector's records (src/lib/liveInspection/protocol.ts).
  'activeStateIds',
  // The inspector's diagrams: React Flow's class names and styles, ELK's layout options.
  'react-flow',
  'elk.algorithm',
  // The inspector's page titles (src/features/machineInspector/inspectorTitles.ts).
  'State machines',
  '状态机详情',
  // The live view: its channel, a message of its reporter (src/lib/liveInspection/, started by
  // src/main.tsx in development only), its title and a text of its screen in both languages.
  'machine-inspector-live',
  'tabClosed',
  'Live machines',
  '运行中的状态机',
  "The machines running in this app's other tabs",
  '本应用其他标签页中运行的状态机',
  // The machine pages' simulation: its stand-in actor error and its texts in both languages.
  'Simulated failure',
  'Advance to next timer',
  '前进到下一个定时器',
  // The machine pages' model-test coverage: the reports' folder and its texts in both languages.
  'test-results/model',
  'Model-test coverage',
  '模型测试覆盖率',
  // The machines' words for the reviewers' tools (scripts/vite/machineWords.ts): a machine's and
  // a guard's description.
  checkoutMachine.states.cart!.description!,
  checkoutGuardDescriptions.guards.canRemoveItem,
];

const TEXT_FILES = new Set(['.html', '.js', '.css', '.json', '.svg']);

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => TEXT_FILES.has(extname(path)))
    .map((path) => join(dir, path));
}

function developmentOnlyIn(dir: string): string[] {
  return textFiles(dir).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    return DEVELOPMENT_ONLY.filter((marker) => text.includes(marker)).map(
      (marker) => `${path}: ${marker}`,
    );
  });
}

let server: PreviewServer | undefined;

test.beforeAll(async () => {
  if (!existsSync(join(OUT_DIR, 'index.html')))
    throw new Error(`${OUT_DIR}/ holds no build: run \`npm run build:example\` first`);
  server = await preview({
    mode: 'example',
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
});

test.afterAll(async () => {
  await server?.close();
});

function site(): string {
  const url = server?.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview of the production build is not listening');
  return url;
}

test('holds no mock address, development route or inspector', () => {
  expect(developmentOnlyIn(OUT_DIR)).toEqual([]);
  // The scan finds what it looks for: the mock build is made to hold the mock's addresses.
  expect(developmentOnlyIn(MOCK_OUT_DIR)).toContainEqual(expect.stringContaining('/__mock'));
});

test('sends the headers its build wrote, with precompressed copies of every text file', async ({
  request,
}) => {
  const rules = readHeaderRules(OUT_DIR);
  const page = await request.get(site());
  const policy = page.headers()['content-security-policy'];
  expect(policy).toBe(headersFor('/', rules)['Content-Security-Policy']);
  expect(policy?.split('; ')).toEqual(
    expect.arrayContaining([
      "default-src 'self'",
      expect.stringMatching(/^script-src 'self' 'report-sample'( 'sha256-[A-Za-z0-9+/]+=*')+$/),
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      'frame-src https://docs.example.com https://player.bilibili.com',
    ]),
  );
  expect(page.headers()).toMatchObject({
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': expect.stringContaining('camera=()'),
    'cache-control': REVALIDATE,
  });
  expect(readFileSync(join(OUT_DIR, 'nginx.conf'), 'utf8')).toContain(
    `add_header Content-Security-Policy "${policy}" always;`,
  );

  const script = /<script type="module" crossorigin src="\.\/(assets\/[^"]+)"/.exec(
    await page.text(),
  )?.[1];
  const asset = await request.get(`${site()}${script}`);
  expect(asset.headers()['cache-control']).toBe(IMMUTABLE);

  for (const path of textFiles(OUT_DIR).filter((file) => !file.includes('/.vite/'))) {
    const original = readFileSync(path);
    if (original.length < 1024) continue;
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(original), path).toBe(true);
    expect(gunzipSync(readFileSync(`${path}.gz`)).equals(original), path).toBe(true);
  }
});

test('enforces its policy: an injected inline script is refused and reported', async ({
  page,
  consoleErrors,
  cspViolations,
}) => {
  await page.goto(`${site()}#/homePage`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "injected"';
    document.head.append(script);
  });
  await expect
    .poll(() => cspViolations.map(({ directive, sample }) => [directive, sample]))
    .toEqual([['script-src-elem', 'document.title = "injected"']]);
  await expect(page).not.toHaveTitle('injected');
  // Refused and logged as intended: what the other tests fail on is this test's subject.
  cspViolations.splice(0);
  consoleErrors.splice(0);
});

/** Requests the page has started and not finished. */
function pendingRequests(page: Page): Set<Request> {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/** What `networkidle` is to a load, for an in-app navigation: no request for a while. */
async function settled(pending: ReadonlySet<Request>) {
  let quietSince = performance.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = performance.now();
        return performance.now() - quietSince;
      },
      { intervals: [50] },
    )
    .toBeGreaterThanOrEqual(250);
}

/**
 * Opens the app, then each route in turn as a visitor would, waiting for its data and
 * pictures. The fixture fails the test on any violation of the policy or console error;
 * failed requests are collected here.
 */
async function visitEvery(page: Page, paths: readonly string[]): Promise<string[]> {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(request.url());
  });
  const pending = pendingRequests(page);
  // The documentation site of .env.example, offline: the frame's address is what is checked.
  await page.route(`${DOC_SITE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Docs</title>' }),
  );
  const searches = await sampleSearch(page.request, 'zh');
  await page.goto(`${site()}#/homePage`, { waitUntil: 'networkidle' });
  for (const path of paths) {
    const stored = SAMPLE_STORAGE[path];
    if (stored) await page.evaluate((items) => Object.assign(localStorage, items), stored);
    await page.evaluate((hash) => (location.hash = hash), `#${path}${searches[path] ?? ''}`);
    await expect(page).toHaveTitle(titlePattern(ALIASES[path] ?? path, 'zh'));
    await settled(pending);
  }
  return failed;
}

const publicPaths = routeTable
  .map((route) => route.path)
  .filter((path) => !PROTECTED.includes(path));

// In two parts, which the workers share.
const PARTS = 2;
for (let part = 0; part < PARTS; part += 1) {
  test(`renders the public routes under its policy (part ${part + 1} of ${PARTS})`, async ({
    page,
    cspViolations,
  }) => {
    const paths = publicPaths.filter((_path, index) => index % PARTS === part);
    // A budget per route, not per part: each is a navigation, its data and pictures, which took
    // 1.9–5.0 s a route at load 24 on the 2-core machine (17 or 18 routes a part, against the
    // 30 s every test has).
    test.setTimeout(paths.length * 6_000);
    expect(await visitEvery(page, paths)).toEqual([]);
    expect(unexpectedViolations(cspViolations)).toEqual([]);
  });
}

test('renders the protected routes under its policy, logged in', async ({
  page,
  playwright,
  cspViolations,
}) => {
  // Logged in with this server's backend, not the mock build's.
  const request = await playwright.request.newContext({ baseURL: site() });
  await startAsDemo(page, request);
  await request.dispose();
  expect(await visitEvery(page, PROTECTED)).toEqual([]);
  expect(unexpectedViolations(cspViolations)).toEqual([]);
});

test('passes the deployment check (npm run smoke)', async ({ browser }) => {
  // As docs/deploy.md runs it before deploying. vite preview compresses with gzip as it answers;
  // the precompressed copies, which it does not serve, are checked above.
  const report = await checkDeployment(browser, site(), ['#/homePage', '#/storePage']);
  expect(reportProblems(report)).toEqual([]);
});
