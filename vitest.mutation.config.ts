/**
 * The tests Stryker runs against each mutant (`npm run test:mutation`): the app's own Vite setup
 * (macros, styles, the configuration module) with only the fast, node-run tests that exercise
 * the machines, the domain rules, the session and the HTTP client. See docs/mutation/README.md.
 */
import type { ConfigEnv, UserConfig } from 'vite';
import appConfig from './vite.config';

export default (env: ConfigEnv): UserConfig => ({
  ...appConfig(env),
  test: {
    environment: 'node',
    include: [
      'tests/model/**/*.test.ts',
      'tests/unit/machines/**/*.test.ts',
      'tests/unit/session/**/*.test.ts',
      'tests/unit/api/httpClient*.test.ts',
    ],
  },
});
