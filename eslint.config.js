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
