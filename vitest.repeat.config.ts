/**
 * The flakiness check (`npm run test:repeat`): the app's test set-up with a runner that runs
 * every test `VITEST_REPEATS` times in a row (default 10), without retries. Narrow it like any
 * Vitest run, e.g. `npm run test:repeat -- --project component tests/component/shell`.
 */
import type { ConfigEnv, UserConfig } from 'vite';
import appConfig from './vite.config.ts';

export default (env: ConfigEnv): UserConfig => {
  const config = appConfig(env);
  return {
    ...config,
    test: { ...config.test, runner: './scripts/vitest/repeatRunner.ts', retry: 0 },
  };
};
