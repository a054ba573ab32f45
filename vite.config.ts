import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mockServerPlugin } from './mock-server/vitePlugin';
import { initialPreload } from './scripts/vite/initialPreload';

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    // plugin-react 6 has no babel option: the Lingui macro needs its own babel pass.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ failOnMissing: command === 'build' }),
    vanillaExtractPlugin(),
    mockServerPlugin(),
    initialPreload({
      catalogs: { zh: 'src/locales/zh/shell.po', en: 'src/locales/en/shell.po' },
      defaultLocale: 'zh',
      // The screen each route loads lazily; add a route here when it becomes a landing page.
      screens: {
        '/': 'src/features/home/HomeScreen.tsx',
        '/homePage': 'src/features/home/HomeScreen.tsx',
      },
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Slow networks pay a round trip per request: the libraries every first screen needs
        // travel as one chunk instead of some twenty small ones.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|@lingui|zod|ofetch|destr|ufo|js-cookie|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
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
