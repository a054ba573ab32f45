/**
 * The architecture rules of the guide, enforced by the linter (docs/architecture.md "Zones"):
 * imports go one way, features do not import each other, machines stay pure, the mock sees only
 * the contract. Each probe is a small source linted as if it were a real file of the repository.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration and its plugins, some seconds on a busy machine: done
// once here, with time for it, so each probe's time is its own.
beforeAll(() => eslint.calculateConfigForFile('machines/probe.ts'), 60_000);

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

/** A module that imports `specifier` and uses it, so only the import itself can be reported. */
const importing = (specifier: string) =>
  `import * as target from '${specifier}';\nexport const x = target;\n`;

describe('machines/ boundary', () => {
  it.each([
    ['React', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['app code', "import { http } from '../src/api/client';\nexport const x = http;\n"],
    ['an HTTP library', "import { ofetch } from 'ofetch';\nexport const x = ofetch;\n"],
    ['fetch', 'export const x = () => fetch("/reach");\n'],
    ['its own timer', 'export const x = () => setTimeout(() => {}, 1);\n'],
  ])('refuses a machine using %s', async (_what, code) => {
    const ids = await ruleIds(code, 'machines/probe.ts');
    expect(
      ids.some((id) => id === 'boundaries/dependencies' || id === 'no-restricted-globals'),
    ).toBe(true);
  });

  it('lets a machine name a type of the API contract', async () => {
    const code =
      "import type { SiteInfo } from '../src/api/contract/site';\nexport type X = SiteInfo;\n";
    expect(await ruleIds(code, 'machines/probe.ts')).toEqual([]);
  });

  it('lets a machine use xstate and another machine', async () => {
    expect(await ruleIds(importing('xstate'), 'machines/probe.ts')).toEqual([]);
    expect(await ruleIds(importing('./countdownMachine'), 'machines/probe.ts')).toEqual([]);
  });

  it('allows the same code in src/', async () => {
    const ids = await ruleIds(
      "import { ofetch } from 'ofetch';\nexport const x = ofetch;\n",
      'src/probe.ts',
    );
    expect(ids).toEqual([]);
  });
});

describe('zones: every forbidden direction is reported', () => {
  it.each([
    // A feature never imports another feature: what two share is a component.
    ['a feature', 'another feature', 'src/features/news/probe.ts', '../videos/VideoList'],
    ['a feature', 'the routes', 'src/features/news/probe.ts', '../../routes/routeTree'],
    ['a feature', 'the shell', 'src/features/news/probe.ts', '../../shell/AppShell'],
    ['a feature', 'the app', 'src/features/news/probe.ts', '../../app/router'],
    ['the shell', 'a feature', 'src/shell/probe.ts', '../features/news/NewsList'],
    ['the shell', 'the routes', 'src/shell/probe.ts', '../routes/routeTree'],
    ['the routes', 'the app', 'src/routes/probe.ts', '../app/router'],
    ['the entry point', 'a feature', 'src/main.tsx', './features/news/NewsList'],
    ['the session', 'a feature', 'src/session/probe.ts', '../features/news/NewsList'],
    ['the session', 'the shell', 'src/session/probe.ts', '../shell/AppShell'],
    ['a component', 'a feature', 'src/components/probe.ts', '../features/news/NewsList'],
    ['a component', 'the session', 'src/components/probe.ts', '../session/useSession'],
    ['a component', 'the shell', 'src/components/probe.ts', '../shell/AppShell'],
    ['the API', 'a component', 'src/api/probe.ts', '../components/markup/SafeHtml'],
    ['the API', 'the session', 'src/api/probe.ts', '../session/useSession'],
    ['the API', 'a machine (a value)', 'src/api/probe.ts', '../../machines/sessionMachine'],
    ['the contract', 'the API client', 'src/api/contract/probe.ts', '../client'],
    ['lib', 'the API', 'src/lib/probe.ts', '../api/client'],
    ['lib', 'a component', 'src/lib/probe.ts', '../components/markup/SafeHtml'],
    ['lib', 'the i18n runtime', 'src/lib/probe.ts', '../i18n/activateLocale'],
    ['i18n', 'a component', 'src/i18n/probe.ts', '../components/markup/SafeHtml'],
    ['i18n', 'the API', 'src/i18n/probe.ts', '../api/client'],
    ['the domain', 'lib', 'src/domain/probe.ts', '../lib/storage'],
    ['the domain', 'a library', 'src/domain/probe.ts', 'zod/mini'],
    ['a machine', 'lib', 'machines/probe.ts', '../src/lib/storage'],
    ['a machine', 'a component', 'machines/probe.ts', '../src/components/markup/SafeHtml'],
    ['the mock', 'the API client', 'mock-server/probe.ts', '../src/api/client'],
    ['the mock', 'lib', 'mock-server/probe.ts', '../src/lib/md5'],
    ['the mock', 'the i18n runtime', 'mock-server/probe.ts', '../src/i18n/activateLocale'],
    ['the mock', 'a machine', 'mock-server/probe.ts', '../machines/sessionMachine'],
    ['the fixtures', 'the API client', 'fixtures/probe.ts', '../src/api/client'],
    ['the fixtures', 'the mock', 'fixtures/probe.ts', '../mock-server/createMockApp'],
  ])('%s importing %s', async (_from, _to, filePath, specifier) => {
    expect(await ruleIds(importing(specifier), filePath)).toContain('boundaries/dependencies');
  });

  it('reports a dynamic import and a re-export across zones too', async () => {
    const lazy = "export const load = () => import('../videos/VideoList');\n";
    expect(await ruleIds(lazy, 'src/features/news/probe.ts')).toContain('boundaries/dependencies');
    const reexport = "export { NewsList } from '../features/news/NewsList';\n";
    expect(await ruleIds(reexport, 'src/components/probe.ts')).toContain('boundaries/dependencies');
  });

  it('reports a file outside every zone', async () => {
    expect(await ruleIds('export const x = 1;\n', 'src/unzoned/probe.ts')).toContain(
      'boundaries/no-unknown-files',
    );
  });
});

describe('zones: the allowed directions pass', () => {
  it.each([
    ['a feature', 'its own files', 'src/features/news/probe.ts', './NewsList'],
    ['a feature', 'the session', 'src/features/news/probe.ts', '../../session/useSession'],
    ['a feature', 'a component', 'src/features/news/probe.ts', '../../components/list/EmptyList'],
    ['a feature', 'a machine', 'src/features/news/probe.ts', '../../../machines/toastMachine'],
    ['the shell', 'the session', 'src/shell/probe.ts', '../session/useSession'],
    ['the routes', 'a feature', 'src/routes/probe.ts', '../features/news/NewsCentreScreen'],
    ['the app', 'the routes', 'src/app/probe.ts', '../routes/routeTree'],
    ['the session', 'a component', 'src/session/probe.ts', '../components/dialogs/confirm'],
    ['a component', 'the API', 'src/components/probe.ts', '../api/menus'],
    ['the API', 'lib', 'src/api/probe.ts', '../lib/storage'],
    ['lib', 'the locale helpers', 'src/lib/probe.ts', '../i18n/locales'],
    ['the mock', 'the contract', 'mock-server/probe.ts', '../src/api/contract/site'],
    ['the mock', 'the locale helpers', 'mock-server/probe.ts', '../src/i18n/localeIds'],
    ['the mock', 'the fixtures', 'mock-server/probe.ts', '../fixtures/account/users'],
    ['the fixtures', 'the contract', 'fixtures/probe.ts', '../src/api/contract/site'],
  ])('%s importing %s', async (_from, _to, filePath, specifier) => {
    expect(await ruleIds(importing(specifier), filePath)).toEqual([]);
  });
});

describe('the configuration', () => {
  it('is read by the app from the checked values the build writes', async () => {
    expect(await ruleIds(importing('virtual:app-config'), 'src/api/probe.ts')).toEqual([]);
  });

  it.each([
    ['the schema', importing('../config/appConfig')],
    ['import.meta.env', 'export const x = import.meta.env.VITE_API_BASE;\n'],
  ])('is not read through %s', async (_what, code) => {
    expect(await ruleIds(code, 'src/api/probe.ts')).toContain('no-restricted-syntax');
  });
});
