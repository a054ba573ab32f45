import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mockServerPlugin } from './mock-server/vitePlugin';
import { routePreload } from './scripts/vite/routePreload';
import { appConfigPlugin } from './scripts/vite/appConfigPlugin';
import { deployFiles } from './scripts/vite/deployFiles';
import { previewHeaders } from './scripts/vite/previewHeaders';
import { linguiMacro } from './scripts/vite/linguiMacro';

const appConfig = appConfigPlugin();

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    linguiMacro(),
    lingui({ failOnMissing: command === 'build' }),
    vanillaExtractPlugin(),
    appConfig,
    mockServerPlugin(),
    // After the mock: the mock's own pages keep their own headers.
    previewHeaders(),
    routePreload({
      routesDir: 'src/routes',
      shellCatalogs: { zh: 'src/locales/zh/shell.po', en: 'src/locales/en/shell.po' },
      screenCatalogs: { zh: 'src/locales/zh/screens.po', en: 'src/locales/en/screens.po' },
      searchSchemas: 'src/routes/searchSchemas.ts',
      aliases: { '/': '/homePage' },
      defaultLocale: 'zh',
    }),
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
    modulePreload: { polyfill: false },
    sourcemap: false,
    // File names are the content hash alone: the start-up code lists every lazy chunk's file
    // (for parallel preloading), and the chunk names cost the first load 0.8 KiB. The manifest
    // (dist/.vite/manifest.json) maps each file back to its source modules.
    manifest: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Slow networks pay a round trip per request (HTTP/1.1 allows six at a time): what the
        // entry imports statically (React, the router, the shell...) travels as one chunk; the
        // landing screen with the small shared pieces it uses as another (its sections loaded
        // on approach stay apart); and zod with the schemas (route queries, API answers) and the
        // checked call as a third, which every screen but the landing page needs before it
        // renders. See docs/decisions.md, "First load".
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            {
              name: 'landing',
              test: /src[\\/]features[\\/]home[\\/](?!ProductShowcase|CompanyTimelineChart)/,
            },
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|src[\\/]routes[\\/]searchSchemas|src[\\/]features[\\/](cart[\\/]cartSearch|orders[\\/]ordersSearch)|src[\\/]api[\\/](callEndpoint|contract[\\/](?!firstLoadCalls|apiRoots))/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vitest keeps one core for its main process by default, which on the 2-core CI machine is a
    // single worker and half the machine idle: the workers do nearly all the work.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/model/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
}));
