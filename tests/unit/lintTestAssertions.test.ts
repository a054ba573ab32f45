/** The house rule on test assertions, enforced by the linter (eslint.config.js). */
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration and its plugins, some seconds on a busy machine: done
// once here, with time for it, so each probe's time is its own.
beforeAll(() => eslint.calculateConfigForFile('machines/probe.ts'), 60_000);

async function restricted(code: string, filePath = 'tests/component/probe.test.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax')
    .length;
}

describe('assertions in tests', () => {
  it.each([
    "expect(screen.getByText('Saved')).toBeTruthy();",
    "expect(within(form).getByRole('alert')).toBeDefined();",
    "expect(getByLabelText('Phone')).toBeInTheDocument();",
    "expect(screen.getByRole('dialog')).not.toBeNull();",
    "export async function f() { expect(await screen.findByText('Saved')).toBeTruthy(); }",
  ])('refuses a query the expect cannot fail: %s', async (line) => {
    expect(await restricted(`${line}\n`)).toBe(1);
  });

  it('refuses a fixed sleep in a browser test', async () => {
    const code = 'export const wait = (page) => page.waitForTimeout(1_000);\n';
    expect(await restricted(code, 'tests/e2e/probe.spec.ts')).toBe(1);
  });

  it.each([
    "expect(screen.getByText('Saved')).toBeVisible();",
    "expect(screen.queryByText('Saved')).toBeNull();",
    'expect(token).toBeTruthy();',
  ])('allows an assertion that can fail: %s', async (line) => {
    expect(await restricted(`${line}\n`)).toBe(0);
  });

  it('leaves the app code alone', async () => {
    expect(await restricted("expect(getByText('x')).toBeTruthy();\n", 'src/probe.ts')).toBe(0);
  });
});
