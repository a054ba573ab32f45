import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'rolldown/parseAst';
import { withoutMachineWords } from '../../../scripts/vite/machineWords';

const strip = (code: string) => withoutMachineWords(code, 'machines/sample.ts')?.code;

describe("the production build's machines", () => {
  it('lose every written description, on one line or several, and keep the rest', () => {
    const code = [
      'const words = describeGuards({ isOk: "The answer was yes." });',
      'export const machine = setup({}).createMachine({',
      "  id: 'sample',",
      "  description: 'The sample flow.',",
      '  meta: words,',
      '  states: {',
      "    idle: { description: `Waits.`, on: { GO: 'done' } },",
      '    done: {',
      '      description:',
      "        'Finished, ' +",
      "        'for good.',",
      "      type: 'final',",
      '    },',
      '    computed: { description: wordsFor(1) },',
      '  },',
      '});',
    ].join('\n');
    const stripped = strip(code)!;
    expect(stripped).not.toMatch(/The sample flow|Waits|Finished|for good|The answer was yes/);
    expect(stripped).toContain("idle: {  on: { GO: 'done' } }");
    expect(stripped).toContain("type: 'final'");
    expect(stripped).toContain('const words = { guards: {} };');
    // A description the code computes is not text the file holds: it stays.
    expect(stripped).toContain('computed: { description: wordsFor(1) }');
    expect(() => parseAst(stripped, { lang: 'ts' })).not.toThrow();
  });

  it('leaves a file without words untouched', () => {
    expect(strip("export const SECONDS = 60; const text = { title: 'A title' };")).toBeUndefined();
  });

  it('takes every word out of the checkout machine and its guards, and the file still parses', () => {
    for (const file of ['machines/checkoutMachine.ts', 'machines/checkoutSetup.ts']) {
      const source = readFileSync(file, 'utf8');
      const stripped = strip(source)!;
      expect(source).toMatch(/description:|describeGuards\(/);
      expect(stripped).not.toMatch(/description:\s*['`]|describeGuards\(/);
      expect(() => parseAst(stripped, { lang: 'ts' })).not.toThrow();
    }
  });
});
