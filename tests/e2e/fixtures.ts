/**
 * The browser-test `test`: every test fails on a console error or warning, an uncaught page error
 * (in any page of its context: ./consoleWatch.ts) or a Content-Security-Policy violation (the
 * preview sends the build's policy). A failing test's screenshot is Playwright's own
 * (`screenshot` in playwright.config.ts), kept with its trace.
 */
import { test as base, expect } from '@playwright/test';
import { watchConsole } from './consoleWatch';
import { SANITIZER_PROBE_HANDLER } from '../../fixtures/portal/sanitizerProbe';
import {
  describeViolation,
  watchCspViolations,
  type CspViolation,
} from '../../scripts/smoke/watchPage';

/**
 * The mock's hostile markup (fixtures/portal/sanitizerProbe.ts): the browser refuses and reports
 * its handler as soon as the sanitiser parses it, before the sanitiser removes it.
 */
const refusesProbe = (violation: CspViolation) =>
  violation.directive === 'script-src-attr' && violation.sample === SANITIZER_PROBE_HANDLER;

/** The violations a test must not see: all but the sanitiser probe's refusal. */
export const unexpectedViolations = (violations: readonly CspViolation[]) =>
  violations.filter((violation) => !refusesProbe(violation)).map(describeViolation);

/** The browser logs each refused handler as an error too; those of the probe are expected. */
function withoutProbeLogs(errors: readonly string[], probeRefusals: number): string[] {
  let left = probeRefusals;
  return errors.filter((error) => {
    const isRefusal = error.startsWith('console.error: Executing inline event handler violates');
    if (!isRefusal || left === 0) return true;
    left -= 1;
    return false;
  });
}

export const test = base.extend<{ consoleErrors: string[]; cspViolations: CspViolation[] }>({
  cspViolations: async ({ page }, provide) => {
    await provide(await watchCspViolations(page));
  },
  consoleErrors: [
    async ({ page, cspViolations }, use) => {
      const errors = watchConsole(page.context());
      await use(errors);
      expect(unexpectedViolations(cspViolations), 'Content-Security-Policy violations').toEqual([]);
      const probeRefusals = cspViolations.filter(refusesProbe).length;
      expect(
        withoutProbeLogs(errors, probeRefusals),
        'console errors, warnings and uncaught errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
