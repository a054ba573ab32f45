/** The architecture rule of the guide: machines stay pure, enforced by the linter. */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

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
      ids.some(
        (id) => id === '@typescript-eslint/no-restricted-imports' || id === 'no-restricted-globals',
      ),
    ).toBe(true);
  });

  it('lets a machine name a type of the API contract', async () => {
    const code =
      "import type { SiteInfo } from '../src/api/contract/site';\nexport type X = SiteInfo;\n";
    expect(await ruleIds(code, 'machines/probe.ts')).toEqual([]);
  });

  it('allows the same code in src/', async () => {
    const ids = await ruleIds(
      "import { ofetch } from 'ofetch';\nexport const x = ofetch;\n",
      'src/probe.ts',
    );
    expect(ids).toEqual([]);
  });
});
