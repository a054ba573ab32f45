/**
 * No two tests share a name (scripts/checkTestNames.ts, a layer of `npm test`): what counts as
 * the same name, in both of Vitest's JSON reports, and the failure a tester reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duplicateTestNames, testsOfReport } from '../../scripts/testNames/duplicateTestNames';

/** A run report (`--reporter=json`) of two files, as Vitest writes it. */
const runReport = {
  numPassedTests: 5,
  testResults: [
    {
      name: '/repo/tests/unit/recovery.test.ts',
      assertionResults: [
        { ancestorTitles: [], title: 'opens with the dialog closed', status: 'passed' },
        { ancestorTitles: ['logged out'], title: 'offers a login', status: 'passed' },
        { ancestorTitles: ['body codes'], title: 'code 10000 rejects', status: 'passed' },
      ],
    },
    {
      name: '/repo/tests/unit/register.test.ts',
      assertionResults: [
        { ancestorTitles: [], title: 'opens with the dialog closed', status: 'passed' },
        { ancestorTitles: ['logged in'], title: 'offers a login', status: 'skipped' },
      ],
    },
  ],
};

describe('the names of the tests', () => {
  it('are the describe chain and the title, from a run report and from `vitest list --json`', () => {
    expect(testsOfReport(runReport)).toEqual([
      { name: 'opens with the dialog closed', file: '/repo/tests/unit/recovery.test.ts' },
      { name: 'logged out > offers a login', file: '/repo/tests/unit/recovery.test.ts' },
      { name: 'body codes > code 10000 rejects', file: '/repo/tests/unit/recovery.test.ts' },
      { name: 'opens with the dialog closed', file: '/repo/tests/unit/register.test.ts' },
      { name: 'logged in > offers a login', file: '/repo/tests/unit/register.test.ts' },
    ]);
    const listed = [{ name: 'a > b', file: '/repo/x.test.ts', projectName: 'unit' }];
    expect(testsOfReport(listed)).toEqual([{ name: 'a > b', file: '/repo/x.test.ts' }]);
    expect(testsOfReport({ numPassedTests: 3 })).toBeUndefined();
    expect(testsOfReport([{ title: 'no name' }])).toBeUndefined();
  });

  it('are shared when the whole chain is the same, in two files or twice in one', () => {
    const tests = testsOfReport(runReport) ?? [];
    const twiceInOne = { name: 'body codes > code 10000 rejects', file: tests[2]?.file ?? '' };
    expect(duplicateTestNames([...tests, twiceInOne])).toEqual(
      new Map([
        [
          'opens with the dialog closed',
          ['/repo/tests/unit/recovery.test.ts', '/repo/tests/unit/register.test.ts'],
        ],
        [
          'body codes > code 10000 rejects',
          ['/repo/tests/unit/recovery.test.ts', '/repo/tests/unit/recovery.test.ts'],
        ],
      ]),
    );
    // The same title under two describes is two names.
    expect(duplicateTestNames(tests.slice(1, 2).concat(tests.slice(4)))).toEqual(new Map());
  });
});

describe('npm test\'s "test names" check', () => {
  function check(report: unknown) {
    const path = join(mkdtempSync(join(tmpdir(), 'test-names-')), 'vitest.json');
    writeFileSync(path, JSON.stringify(report));
    return spawnSync('npx', ['tsx', 'scripts/checkTestNames.ts', path], { encoding: 'utf8' });
  }

  it('fails on a shared name, naming it and the files of its tests', () => {
    const run = check(runReport);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'A test name is shared, so `-t` cannot pick one of its tests.\n' +
        'Rename each test so that its name says what differs:\n' +
        '  "opens with the dialog closed" is the name of 2 tests:\n' +
        '      /repo/tests/unit/recovery.test.ts\n' +
        '      /repo/tests/unit/register.test.ts\n',
    );
  }, 30_000);

  it('passes and counts the tests when every name is its own', () => {
    const [recovery, register] = runReport.testResults;
    const unique = {
      testResults: [
        recovery,
        { ...register, assertionResults: register?.assertionResults.slice(1) },
      ],
    };
    const run = check(unique);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('4 tests, no two with the same name.\n');
  }, 30_000);

  it('fails when the report holds no tests, rather than pass on nothing', () => {
    const run = check({ testResults: [] });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('lists no tests: the test names could not be read.');
  }, 30_000);
});
