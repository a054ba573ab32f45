import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The zones of docs/architecture.md. Each zone imports only the zones listed for it, so data flows
 * one way: app → routes → shell, features → session → components → api → lib, with the pure zones
 * (machines, domain, locale helpers, styles) below them.
 */
const zones = [
  { type: 'app', pattern: 'src/app' },
  { type: 'routes', pattern: 'src/routes' },
  { type: 'shell', pattern: 'src/shell' },
  // One element per feature, so that a feature reaching into another is a dependency between two.
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'session', pattern: 'src/session' },
  { type: 'components', pattern: 'src/components' },
  { type: 'contract', pattern: 'src/api/contract' },
  { type: 'api', pattern: 'src/api' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'catalogs', pattern: 'src/locales' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'styles', pattern: 'src/styles' },
  { type: 'domain', pattern: 'src/domain' },
  // The deployment's configuration: its schema and the types of the checked values.
  { type: 'config', pattern: 'src/config' },
  { type: 'machines', pattern: 'machines' },
  { type: 'mock', pattern: 'mock-server' },
  { type: 'fixtures', pattern: 'fixtures' },
].map((zone) => ({ ...zone, partialMatch: false }));

/**
 * Files with a role of their own: the entry point (src/main.tsx) is part of the app; the locale
 * list and the ids across languages are pure helpers the mock and the fixtures share.
 */
const fileRoles = [
  { category: 'entry', pattern: 'src/*.{ts,tsx}' },
  { category: 'localeHelpers', pattern: ['src/i18n/locales.ts', 'src/i18n/localeIds.ts'] },
];

const zone = (...types) => ({ to: { element: { type: types } } });
const localeHelpers = { to: { element: { type: 'i18n' }, file: { categories: 'localeHelpers' } } };
/** The pure zones every other zone may use. */
const pure = [zone('domain', 'styles'), localeHelpers];
/** What the app's React zones may use besides their own. */
const shared = [zone('components', 'api', 'contract', 'lib', 'i18n', 'machines'), ...pure];

/** Zone → what it may import besides its own files. */
const allowed = {
  app: [zone('app', 'routes', 'shell', 'session'), ...shared],
  routes: [zone('routes', 'shell', 'feature', 'session'), ...shared],
  shell: [zone('shell', 'session'), ...shared],
  // Not another feature: what two features share is a component (files of one feature are one element).
  feature: [zone('session'), ...shared],
  session: [zone('session'), ...shared],
  components: shared,
  api: [zone('api', 'contract', 'lib', 'domain'), localeHelpers],
  contract: [zone('contract', 'domain'), localeHelpers],
  i18n: [zone('i18n', 'catalogs', 'lib')],
  lib: [zone('lib', 'machines', 'domain'), localeHelpers],
  styles: [zone('styles')],
  domain: [zone('domain')],
  config: [zone('config')],
  machines: [zone('machines', 'domain')],
  mock: [zone('mock', 'contract', 'domain', 'fixtures'), localeHelpers],
  fixtures: [zone('fixtures', 'contract', 'domain'), localeHelpers],
};

/**
 * Assertions that cannot fail: a `getBy…`/`findBy…` query already throws when
 * nothing matches, so `toBeTruthy()` (or `toBeDefined()`, `toBeInTheDocument()`,
 * `not.toBeNull()`) after it checks nothing. Assert what a user notices instead:
 * visible, enabled, its text, its link. And no fixed sleeps in browser tests:
 * wait for a signal that what was awaited has happened.
 */
const QUERY = '/^(get|find)(All)?By/';
const QUERY_ARGUMENT = [
  'callee.property.name',
  'callee.name',
  'argument.callee.property.name',
  'argument.callee.name',
];
const noOpAssertions = [
  ...QUERY_ARGUMENT.map(
    (path) =>
      `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined|toBeInTheDocument)$/][callee.object.callee.name='expect'][callee.object.arguments.0.${path}=${QUERY}]`,
  ),
  ...QUERY_ARGUMENT.map(
    (path) =>
      `CallExpression[callee.property.name=/^(toBeNull|toBeUndefined)$/][callee.object.property.name='not'][callee.object.object.callee.name='expect'][callee.object.object.arguments.0.${path}=${QUERY}]`,
  ),
].map((selector) => ({
  selector,
  message:
    'The query already throws when nothing matches: assert what a user notices (toBeVisible, toBeEnabled, toHaveTextContent, toHaveAttribute).',
}));
const fixedSleeps = {
  selector: "CallExpression[callee.property.name='waitForTimeout']",
  message: 'A fixed sleep is a race: wait for a signal that what the test awaits has happened.',
};
const typesOnly = (selector) => ({ ...selector, dependency: { kind: 'type' } });

const zonePolicies = [
  // Libraries: any zone may use them, except the pure ones (below).
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  ...Object.entries(allowed).map(([type, allow]) => ({ from: { element: { type } }, allow })),
  { from: { file: { categories: 'entry' } }, allow: allowed.app },
  // Types describe data, not behaviour: the session's calls name the results its machine expects,
  // and machines name the entities of the API contract they carry.
  { from: { element: { type: 'api' } }, allow: typesOnly(zone('machines')) },
  { from: { element: { type: 'machines' } }, allow: typesOnly(zone('contract')) },
  // Machines and the domain are pure: xstate is the machines' only library, the domain has none.
  {
    from: { element: { type: ['machines', 'domain'] } },
    disallow: { to: { module: { origin: ['external', 'core'] } } },
  },
  {
    from: { element: { type: 'machines' } },
    allow: { to: { module: { origin: 'external', source: 'xstate' } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'docs',
      'test-results',
      'playwright-report',
      '.mock-data',
      'src/locales',
      // Stryker's sandbox copies of the project while a mutation run goes on.
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A test that dereferences a missing value fails loudly, which is what a test should do.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noOpAssertions, fixedSleeps] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mock-server/**/*.ts', 'fixtures/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': zones,
      'boundaries/files': fileRoles,
      'boundaries/include': ['src/**', 'machines/**', 'mock-server/**', 'fixtures/**'],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, policies: zonePolicies },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    // The deployment's configuration is checked once, at build time (src/config/appConfig.ts);
    // the app imports the checked values from `virtual:app-config`, never the schema (zod would
    // join the first load) nor import.meta.env.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.property.name='env'][property.name=/^VITE_/]",
          message: "Read the configuration from 'virtual:app-config' (src/config/appConfig.ts).",
        },
        {
          selector: "ImportDeclaration[importKind!='type'][source.value=/config\\/appConfig$/]",
          message: "The app imports the checked values from 'virtual:app-config', not the schema.",
        },
      ],
    },
  },
  {
    // The route table and its query readers are in the first load, which zod is not
    // (docs/decisions.md "Route queries").
    files: ['src/routes/**/*.{ts,tsx}', 'src/lib/queryFields.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)',
              allowTypeImports: true,
              message:
                'Read route queries with src/lib/queryFields.ts: zod is not in the first load.',
            },
          ],
        },
      ],
    },
  },
  {
    // Machines are pure: their effects (network, timers, storage, the page) are injected.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'fetch',
        'XMLHttpRequest',
        'WebSocket',
        'setTimeout',
        'setInterval',
        'localStorage',
        'document',
        'window',
      ],
    },
  },
);
