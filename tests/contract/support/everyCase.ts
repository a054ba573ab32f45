/**
 * The endpoint matrices run one test per endpoint with all its cases inside (docs/decisions.md,
 * "One test per endpoint"): every case runs even after one has failed, and the test's failure
 * names each failed case with its own message.
 */
export interface NamedCase {
  name: string;
  run: () => Promise<void> | void;
}

/**
 * One endpoint test's budget: its cases (up to 40, each a call of the in-process mock that must
 * answer within CALL_TIMEOUT_MS) run one after another on a loaded 2-core machine.
 */
export const ENDPOINT_TEST_TIMEOUT = 120_000;

export async function checkEveryCase(cases: readonly NamedCase[]): Promise<void> {
  const failures: string[] = [];
  for (const { name, run } of cases) {
    try {
      await run();
    } catch (error) {
      failures.push(`✗ ${name}\n${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0)
    throw new Error(
      `${failures.length} of ${cases.length} cases failed:\n\n${failures.join('\n\n')}`,
    );
}
