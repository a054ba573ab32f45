import { defineConfig } from '@lingui/cli';

/** Features whose texts ship with the first load: the session and the landing page. */
const firstLoadFeatures = ['home', 'session', 'notFound'];
/** Shared components that only later screens use: their texts travel with the screens'. */
const screenComponents = ['viewer'];

// Source strings are written in English; Chinese is the default *runtime* locale.
// Two catalogs per locale: `shell` is loaded at start-up, `screens` with the first other screen,
// so the landing page does not download every screen's texts (see src/i18n/activateLocale.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  format: 'po',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        ...['api', 'app', 'components', 'i18n', 'lib', 'routes', 'main.tsx'].map(
          (path) => `<rootDir>/src/${path}`,
        ),
        ...firstLoadFeatures.map((feature) => `<rootDir>/src/features/${feature}`),
        '<rootDir>/machines',
      ],
      exclude: screenComponents.map((folder) => `**/src/components/${folder}/**`),
    },
    {
      path: '<rootDir>/src/locales/{locale}/screens',
      include: [
        '<rootDir>/src/features',
        ...screenComponents.map((folder) => `<rootDir>/src/components/${folder}`),
      ],
      exclude: firstLoadFeatures.map((feature) => `**/src/features/${feature}/**`),
    },
  ],
});
