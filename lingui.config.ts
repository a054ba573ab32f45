import { defineConfig } from '@lingui/cli';

// Source strings are written in English; Chinese is the default *runtime* locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  format: 'po',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**'],
    },
  ],
});
