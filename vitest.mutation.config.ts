/**
 * The tests Stryker runs against each mutant (`npm run test:mutation`): the app's own Vite setup
 * (macros, styles, the configuration module) with only the fast tests, none rendering a screen,
 * that exercise the machines, the domain rules, the session, the HTTP client and the feature hooks that run the
 * machines with the app's calls. See docs/mutation/README.md.
 */
import type { ConfigEnv, UserConfig } from 'vite';
import appConfig from './vite.config.ts';

const allMutationTests = [
  'tests/model/**/*.test.ts',
  'tests/unit/machines/**/*.test.ts',
  'tests/unit/session/**/*.test.ts',
  'tests/unit/api/httpClient*.test.ts',
  'tests/unit/features/**/*.test.ts',
  'tests/unit/domain/**/*.test.ts',
];

/**
 * `MUTATION_TESTS` (comma-separated globs) narrows the tests of a run on one slice of the code,
 * e.g. `MUTATION_TESTS='tests/unit/api/httpClient*.test.ts' npx stryker run --mutate
 * src/api/httpClient.ts`: the initial run of every test costs minutes on this machine.
 */
const sliceTests = process.env.MUTATION_TESTS?.split(',').filter((glob) => glob !== '');

export default (env: ConfigEnv): UserConfig => ({
  ...appConfig(env),
  test: {
    environment: 'node',
    include: sliceTests?.length ? sliceTests : allMutationTests,
  },
});
