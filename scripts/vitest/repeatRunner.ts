/**
 * Vitest's runner with every test run `VITEST_REPEATS` times in a row (default 10) and never
 * retried: the flakiness check, `npm run test:repeat` (README, "Scripts"). Vitest 4.1 has the
 * `repeats` option per test or suite only; this applies it to all. Each repetition runs the
 * test's `beforeEach`/`afterEach` hooks again; the file's modules and `beforeAll` are shared, as
 * between the tests of one file. A failed repetition's error says which repetition it was: a test
 * that uses up what its file set up once (a pool of products, a cache kept for the page's life)
 * fails from its second repetition on, every time. That is the method, not a flake; such a file
 * is repeated whole instead (`npx vitest run <file>` ten times).
 */
import { TestRunner, type RunnerTask, type RunnerTestCase } from 'vitest';

const REPEATS = Number(process.env.VITEST_REPEATS ?? 10);

export default class RepeatRunner extends TestRunner {
  private readonly errorsSeen = new WeakMap<RunnerTask, number>();

  override async onBeforeRunTask(test: RunnerTask): Promise<void> {
    if (test.type === 'test') {
      test.repeats = REPEATS - 1;
      test.retry = 0;
    }
    await super.onBeforeRunTask(test);
  }

  onAfterRetryTask(test: RunnerTestCase, { repeats }: { repeats: number }): void {
    const errors = test.result?.errors ?? [];
    const seen = this.errorsSeen.get(test) ?? 0;
    for (const error of errors.slice(seen))
      error.message = `[repetition ${repeats + 1} of ${REPEATS}] ${error.message}`;
    this.errorsSeen.set(test, errors.length);
  }
}
