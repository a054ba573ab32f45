/**
 * Which test files share their worker's modules (scripts/vitest/sharedModules.ts): a file that
 * would change what the next one imports or sees must keep its own, or the next file in the same
 * worker would run against its mocks, stubs or clock.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { byIsolation } from '../../scripts/vitest/sharedModules';

const root = mkdtempSync(join(tmpdir(), 'shared-modules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'plain.test.ts':
    "import { rule } from '../src/rule';\nit('holds', () => expect(rule()).toBe(1));",
  'mocksModule.test.ts': "vi.mock('../src/api/client', () => ({}));",
  'stubsGlobal.test.ts': "vi.stubGlobal('fetch', () => {});",
  'stubsEnv.test.ts': "vi.stubEnv('MODE', 'production');",
  'fakeTimers.test.ts': 'beforeEach(() => vi.useFakeTimers());',
  'spies.test.ts': "vi.spyOn(console, 'error');",
  'hoisted.test.ts': 'const double = vi.hoisted(() => ({ calls: 0 }));',
  'ownEnvironment.test.ts': '// @vitest-environment jsdom\nit("renders", () => {});',
  'setsEnv.test.ts': "process.env.VITE_API = 'http://x';",
  'setsGlobal.test.ts': 'globalThis.fetch = async () => new Response();',
  'standsInMedia.test.tsx': 'window.matchMedia = () => ({ matches: true });',
  'setsWindow.test.tsx': 'window.scrollTo = () => {};',
  'namesWindowInMarkup.test.tsx': 'const html = \'<img onerror="window.hacked=1">\';',
  'views.test.tsx': "it('shows', () => expect(document.title).toBe(''));",
  'nested/readsEnv.test.ts': "it('reads', () => expect(process.env.HOME === 'x').toBe(false));",
  'helper.ts': "vi.mock('../src/api/client');",
};
mkdirSync(join(root, 'tests', 'nested'), { recursive: true });
for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, 'tests', name), text);

describe('byIsolation', () => {
  const { shared, isolated } = byIsolation(root, ['tests', 'missing']);

  it('shares the modules of a file that only imports and tests', () => {
    expect(shared.sort()).toEqual([
      'tests/namesWindowInMarkup.test.tsx',
      'tests/nested/readsEnv.test.ts',
      'tests/plain.test.ts',
      'tests/setsWindow.test.tsx',
      'tests/spies.test.ts',
      'tests/standsInMedia.test.tsx',
      'tests/views.test.tsx',
    ]);
  });

  it.each([
    ['mocks a module', 'mocksModule'],
    ['stubs a global', 'stubsGlobal'],
    ['stubs the environment', 'stubsEnv'],
    ['uses fake timers', 'fakeTimers'],
    ['hoists a double', 'hoisted'],
    ['has an environment of its own', 'ownEnvironment'],
    ['sets an environment variable', 'setsEnv'],
    ['sets a global', 'setsGlobal'],
  ])('isolates a file that %s', (_what, name) => {
    expect(isolated).toContain(`tests/${name}.test.ts`);
  });

  it('takes only test files, and no folder that is not there', () => {
    expect([...shared, ...isolated]).toHaveLength(15);
  });
});

describe('byIsolation of the screens', () => {
  const { shared, isolated } = byIsolation(root, ['tests'], { screens: true });

  it("shares a file on fake timers, which the screens' setup undoes after each file", () => {
    expect(shared).toContain('tests/fakeTimers.test.ts');
  });

  it('shares a file that only names a window property in a string', () => {
    expect(shared).toContain('tests/namesWindowInMarkup.test.tsx');
  });

  it('shares a file that stands in for what jsdom lacks, which the setup puts back', () => {
    expect(shared).toContain('tests/standsInMedia.test.tsx');
  });

  it('isolates a file that sets any other property of the window', () => {
    expect(isolated).toContain('tests/setsWindow.test.tsx');
  });

  it('still isolates a file that mocks a module or has an environment of its own', () => {
    expect(isolated).toEqual(
      expect.arrayContaining(['tests/mocksModule.test.ts', 'tests/ownEnvironment.test.ts']),
    );
  });
});
