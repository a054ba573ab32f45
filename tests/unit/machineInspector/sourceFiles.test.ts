/** The development server's `/__source/` answers only files of the served folders. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedSourceFile } from '../../../scripts/vite/sourceFiles';
import { SOURCE_FOLDERS } from '../../../src/features/machineInspector/metadata/sourceFiles';

const root = process.cwd();
const served = (urlPath: string) => servedSourceFile(root, SOURCE_FOLDERS, urlPath);

describe('servedSourceFile', () => {
  it('names a file of a served folder, its query ignored and its name decoded', () => {
    expect(served('/machines/checkoutMachine.ts')).toBe(
      resolve(root, 'machines/checkoutMachine.ts'),
    );
    expect(served('/docs/machines/checkout.md?t=1')).toBe(
      resolve(root, 'docs/machines/checkout.md'),
    );
    expect(served('/tests%2Fmodel%2FcheckoutMachine.model.test.ts')).toBe(
      resolve(root, 'tests/model/checkoutMachine.model.test.ts'),
    );
  });

  it('refuses what lies outside the served folders, folders themselves and missing files', () => {
    expect(served('/package.json')).toBeUndefined();
    expect(served('/.env.example')).toBeUndefined();
    expect(served('/machines/../package.json')).toBeUndefined();
    expect(served('/machines/..%2F.env.example')).toBeUndefined();
    expect(served('/src/../../etc/passwd')).toBeUndefined();
    expect(served('/node_modules/xstate/package.json')).toBeUndefined();
    expect(served('/machines')).toBeUndefined();
    expect(served('/machines/')).toBeUndefined();
    expect(served('/machines/noSuchMachine.ts')).toBeUndefined();
    expect(served('/machines/%E0%A4%A')).toBeUndefined();
    // A folder whose name merely starts like a served one.
    expect(served('/srcX/main.tsx')).toBeUndefined();
  });
});
