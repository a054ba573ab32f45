/** The development server's `/__source/` answers only files of the served folders. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isReportPath, servedSourceFile } from '../../../scripts/vite/sourceFiles';
import { SOURCE_FOLDERS } from '../../../src/features/machineInspector/metadata/sourceFiles';

/** A project of its own: served folders, and beside them what must never be served. */
const root = mkdtempSync(join(tmpdir(), 'source-files-'));
for (const [path, text] of Object.entries({
  'machines/flowMachine.ts': 'export const flowMachine = 1;',
  'docs/machines/flow.md': '# flow',
  'tests/model/flow model.test.ts': 'test',
  'test-results/model/flow.json': '{}',
  'test-results/vitest.json': '{}',
  'srcX/secret.ts': 'not served',
  '.env': 'SECRET=1',
  'package.json': '{}',
})) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const served = (urlPath: string) => servedSourceFile(root, SOURCE_FOLDERS, urlPath);

describe('servedSourceFile', () => {
  it('names a file of a served folder, its query ignored and its name decoded', () => {
    expect(served('/machines/flowMachine.ts')).toBe(join(root, 'machines/flowMachine.ts'));
    expect(served('/docs/machines/flow.md?t=1')).toBe(join(root, 'docs/machines/flow.md'));
    expect(served('/tests%2Fmodel%2Fflow%20model.test.ts')).toBe(
      join(root, 'tests/model/flow model.test.ts'),
    );
  });

  it("serves the model tests' coverage reports, and no other test result", () => {
    expect(served('/test-results/model/flow.json')).toBe(
      join(root, 'test-results/model/flow.json'),
    );
    expect(served('/test-results/vitest.json')).toBeUndefined();
    expect(served('/test-results/model/../vitest.json')).toBeUndefined();
  });

  it('tells a report not written yet from any other missing file', () => {
    expect(isReportPath('/test-results/model/checkout.json')).toBe(true);
    expect(isReportPath('test-results/model/paymentPolling.json?t=1')).toBe(true);
    expect(isReportPath('/test-results/model/checkout.md')).toBe(false);
    expect(isReportPath('/test-results/model/../vitest.json')).toBe(false);
    expect(isReportPath('/test-results/vitest.json')).toBe(false);
    expect(isReportPath('/machines/checkout.json')).toBe(false);
  });

  it('refuses what lies outside the served folders', () => {
    expect(served('/package.json')).toBeUndefined();
    expect(served('/.env')).toBeUndefined();
    expect(served('/machines/../.env')).toBeUndefined();
    expect(served('/machines/..%2F.env')).toBeUndefined();
    expect(served('/src/../../etc/passwd')).toBeUndefined();
    // A folder whose name merely starts like a served one.
    expect(served('/srcX/secret.ts')).toBeUndefined();
  });

  it('refuses folders, missing files and undecodable names', () => {
    expect(served('/docs/machines')).toBeUndefined();
    expect(served('/machines/')).toBeUndefined();
    expect(served('/machines/noSuchMachine.ts')).toBeUndefined();
    expect(served('/machines/%E0%A4%A')).toBeUndefined();
  });
});
