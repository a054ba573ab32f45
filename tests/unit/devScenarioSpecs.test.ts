/**
 * The dev server's mock has one list of scenarios for every browser test that calls it, and the
 * toolbar's test clears the whole list: the tests that set a scenario there share that test's file,
 * whose tests run one after the other (playwright.config.ts, the `dev` project). A scenario set by
 * another dev spec could be cleared under it, in a run that happened to put the two side by side.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const E2E = join(import.meta.dirname, '..', 'e2e');
const MOCK_CONTROLS_SPEC = 'devToolbar.dev.spec.ts';
/** A scenario set through the mock's API or the control page's form. */
const SETS_SCENARIO = /__mock\/scenario|设置场景|Set scenario/;

it('lets only the mock controls’ spec set a scenario on the dev server', () => {
  const devSpecs = readdirSync(E2E).filter((file) => file.endsWith('.dev.spec.ts'));
  expect(devSpecs).toContain(MOCK_CONTROLS_SPEC);
  const setting = devSpecs.filter((file) =>
    SETS_SCENARIO.test(readFileSync(join(E2E, file), 'utf8')),
  );
  expect(setting).toEqual([MOCK_CONTROLS_SPEC]);
});
