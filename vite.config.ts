import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { MACHINE_MODEL_TESTS, SCREEN_MODEL_TESTS } from './scripts/vitest/modelTests.ts';
import { byIsolation } from './scripts/vitest/sharedModules.ts';
import { testStandIns } from './scripts/vitest/testStandIns.ts';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mockServerPlugin } from './mock-server/vitePlugin.ts';
import { routePreload } from './scripts/vite/routePreload.ts';
import { shellEarlyCalls } from './src/api/contract/earlyCalls.ts';
import { folderGroups } from './scripts/vite/chunkGroups.ts';
import { chunkGroups } from './scripts/vite/chunkGroupsPlugin.ts';
import { screenTexts } from './scripts/vite/screenTexts.ts';
import { appConfigPlugin } from './scripts/vite/appConfigPlugin.ts';
import { deployFiles } from './scripts/vite/deployFiles.ts';
import { previewHeaders } from './scripts/vite/previewHeaders.ts';
import { linguiMacro } from './scripts/vite/linguiMacro.ts';
import { machineWords } from './scripts/vite/machineWords.ts';
import { sourceFiles } from './scripts/vite/sourceFiles.ts';

const appConfig = appConfigPlugin();

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const unitTests = byIsolation(ROOT, ['tests/unit', 'tests/contract']);
const modelTests = byIsolation(ROOT, ['tests/model']);
// The machine-level model files share their modules: one that needs its own would change them for the others.
if (modelTests.isolated.length > 0)
  throw new Error(
    `${modelTests.isolated.join(', ')}: a machine-level model test shares its modules with the others (scripts/vitest/sharedModules.ts); test the machine without mocks, stubs or fake timers`,
  );
const screenFiles = byIsolation(ROOT, ['tests/component'], { screens: true });
const isScreenModelTest = (file: string) => file.endsWith('.model.test.tsx');
const screenModelIsolated = screenFiles.isolated.filter(isScreenModelTest);
// The screen-level model files share their modules too: each drives the whole app.
if (screenModelIsolated.length > 0)
  throw new Error(
    `${screenModelIsolated.join(', ')}: a screen-level model test shares its modules with the others (scripts/vitest/sharedModules.ts); drive the screens without module mocks or stubbed globals`,
  );

/**
 * What a test that renders screens needs, component tests and screen-level model tests alike,
 * besides the stand-ins of the app's client and machine hook (scripts/vitest/testStandIns.ts).
 */
const screenTests = {
  environment: 'jsdom',
  // A test waits up to 5 s for each thing it expects (tests/component/setup.ts), so its own
  // budget must hold several such waits: Vitest's 5 s default ran out at load 20 on 2
  // cores (the dialog's Escape test in its 6th repeated run, the confirmations' first in
  // its 1st), as it had in the files that set 30 s for themselves.
  testTimeout: 30_000,
  setupFiles: ['tests/component/setup.ts'],
};

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    linguiMacro(),
    machineWords(),
    lingui({ failOnMissing: command === 'build' }),
    vanillaExtractPlugin(),
    screenTexts({
      featuresDir: 'src/features',
      catalogName: 'screens',
      // The machine inspector and the development toolbar (src/routes/devRoutes.ts).
      developmentOnly: ['machineInspector', 'devToolbar'],
    }),
    appConfig,
    // The machine inspector's links to the project's files (development server only).
    sourceFiles(),
    mockServerPlugin(),
    // After the mock: the mock's own pages keep their own headers.
    previewHeaders(),
    routePreload({
      shellCatalogs: { zh: 'src/locales/zh/shell.po', en: 'src/locales/en/shell.po' },
      defaultLocale: 'zh',
      shellEarlyCalls,
      apiBase: () => appConfig.api.appConfig().apiBase,
    }),
    chunkGroups(folderGroups(ROOT), ROOT),
    // Last: the Content-Security-Policy hashes the final index.html's inline code.
    deployFiles(() => appConfig.api.appConfig()),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the libraries' pre-18 shim is dead weight on the first load.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // The browsers of the es2022 target without modulepreload (Firefox before 115, Safari before
    // 17) load the same scripts, only without the early hint; the polyfill cost every visitor a script.
    // The HTML preloads what the page starts with and the landed route's files
    // (scripts/vite/routePreload.ts); a lazy import names no files of its own to preload: that
    // list of every file cost every first load 1.5 KiB. See docs/decisions.md.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    sourcemap: false,
    // One stylesheet for the whole app (16 KiB brotli), linked from the HTML: per-chunk CSS cost a
    // deep link 3 to 7 requests, round trips on a slow network (docs/decisions.md, "First load").
    cssCodeSplit: false,
    // File names are the content hash alone: the HTML lists every route's files (for parallel
    // preloading), and the chunk names would only lengthen that list. The manifest
    // (dist/.vite/manifest.json) maps each file back to its source modules.
    manifest: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
  test: {
    // Vitest keeps one core for its main process by default, which on the 2-core CI machine is a
    // single worker and half the machine idle: the workers do nearly all the work.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      // The rules, scripts, client and contract tests: those that leave nothing behind share their
      // worker's modules, the others each have their own (scripts/vitest/sharedModules.ts).
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: unitTests.shared, isolate: false },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', environment: 'node', include: unitTests.isolated },
      },
      // The model-based tests of both levels, which `npm run test:model` runs (scripts/testModel.ts):
      // the machines' own paths, and the same paths followed through the real screens.
      {
        extends: true,
        test: {
          name: 'model-machines',
          environment: 'node',
          include: [MACHINE_MODEL_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [testStandIns(ROOT)],
        test: {
          ...screenTests,
          name: 'model-screens',
          include: [SCREEN_MODEL_TESTS],
          isolate: false,
        },
      },
      // The component tests: most share their worker's modules and jsdom (a fresh set cost each
      // file about 1.5 s of CPU), with the setup undoing what a file leaves behind; a file that
      // mocks modules has its own (scripts/vitest/sharedModules.ts).
      {
        extends: true,
        plugins: [testStandIns(ROOT)],
        test: {
          ...screenTests,
          name: 'component',
          include: screenFiles.shared.filter((file) => !isScreenModelTest(file)),
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [testStandIns(ROOT)],
        test: {
          ...screenTests,
          name: 'component-isolated',
          include: screenFiles.isolated,
        },
      },
    ],
  },
}));
