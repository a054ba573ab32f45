/**
 * Test names a tester can pick with `-t`: no two tests of the suite share their full name
 * (describe chain and title). Reads the tests from Vitest's JSON run report
 * (`--reporter=json`) or from `vitest list --json`.
 */

/**
 * A test as a tester picks it: its full name, and the file it is in. Also what
 * `vitest list --json` prints for each test (with more fields).
 */
export interface NamedTest {
  name: string;
  file: string;
}

/** What Vitest's JSON run reporter writes: tests per file, with their describe chain. */
interface RunReport {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string }[] }[];
}

/** The separator Vitest's own list uses between a describe and what it holds. */
const SEPARATOR = ' > ';

function isRunReport(report: unknown): report is RunReport {
  return (
    typeof report === 'object' &&
    report !== null &&
    Array.isArray((report as { testResults?: unknown }).testResults)
  );
}

function isListing(report: unknown): report is NamedTest[] {
  return (
    Array.isArray(report) &&
    report.every((entry) => typeof entry?.name === 'string' && typeof entry?.file === 'string')
  );
}

/** The tests of a Vitest JSON report, of either kind; undefined for anything else. */
export function testsOfReport(report: unknown): NamedTest[] | undefined {
  if (isListing(report)) return report.map(({ name, file }) => ({ name, file }));
  if (!isRunReport(report)) return undefined;
  return report.testResults.flatMap(({ name: file, assertionResults }) =>
    assertionResults.map(({ ancestorTitles, title }) => ({
      name: [...ancestorTitles, title].join(SEPARATOR),
      file,
    })),
  );
}

/** Each full name more than one test has, with the files of those tests (a file once per test). */
export function duplicateTestNames(tests: readonly NamedTest[]): Map<string, string[]> {
  const filesByName = new Map<string, string[]>();
  for (const { name, file } of tests)
    filesByName.set(name, [...(filesByName.get(name) ?? []), file]);
  return new Map([...filesByName].filter(([, files]) => files.length > 1));
}

/** The failure message: each shared name, and where its tests are. */
export function describeDuplicates(duplicates: Map<string, string[]>, root = ''): string {
  const lines = [...duplicates].flatMap(([name, files]) => [
    `"${name}" is the name of ${files.length} tests:`,
    ...files.map((file) => `    ${file.startsWith(root) ? file.slice(root.length) : file}`),
  ]);
  return [
    duplicates.size === 1
      ? 'A test name is shared, so `-t` cannot pick one of its tests.'
      : `${duplicates.size} test names are shared, so \`-t\` cannot pick one of their tests.`,
    'Rename each test so that its name says what differs:',
    ...lines.map((line) => `  ${line}`),
  ].join('\n');
}
