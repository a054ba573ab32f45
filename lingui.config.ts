import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Features whose texts ship with the first load: the landing page and not-found. */
const firstLoadFeatures = ['home', 'notFound'];
/**
 * Shared components that only lazily loaded screens use: their texts travel with the screens.
 * Every other shared component can appear on the first screen (in the shell or the home page).
 */
const screenComponents = [
  'address',
  'blocks',
  'contact',
  'list',
  'pictureMarkup',
  'video',
  'viewer',
];

// Source strings are written in English; Chinese is the default *runtime* locale.
// Two catalogs per locale: `shell` is loaded at start-up; `screens` is split by the build into one
// catalog per feature, which that feature's screens wait for (scripts/vite/screenTexts.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  // Origins without line numbers: a catalog changes only when its messages do, so parallel
  // branches that add texts merge without conflicts on every moved line.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        ...[
          'api',
          'app',
          'components',
          'i18n',
          'lib',
          'routes',
          'session',
          'shell',
          'main.tsx',
        ].map((path) => `<rootDir>/src/${path}`),
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
