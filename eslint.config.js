import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Machines are pure: no React, no app code, no network. Their effects are injected. */
const machineBoundary = {
  patterns: [
    {
      group: [
        'react',
        'react-dom',
        'react-dom/*',
        '@xstate/react',
        '@tanstack/*',
        '@lingui/react*',
      ],
      message: 'machines/ must not depend on React.',
    },
    {
      regex: '(^|/)src(/|$)',
      message: 'machines/ must not import app code from src/: inject it as an actor or action.',
      // Types of the API contract describe data, not behaviour: machines may name them.
      allowTypeImports: true,
    },
    {
      group: ['ofetch', 'node:http', 'node:https', 'http', 'https', 'axios', 'undici', 'node:net'],
      message: 'machines/ must not touch the network: invoke an injected actor.',
    },
  ],
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
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', machineBoundary],
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
