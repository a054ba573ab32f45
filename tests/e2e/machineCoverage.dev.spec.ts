/**
 * A machine page lays the last model-test run's report on its diagram (docs/decisions.md,
 * "Model-based tests: names, covering paths, reports"): the countdown's report is written by its
 * real model test, then read by the page from the development server. Each transition is marked
 * in a symbol, a number and words besides its colour; a report the machine outgrew is called
 * stale; a machine without a report gives the command that writes one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  modelCoverageSchema,
  modelReportPath,
  type ModelCoverage,
} from '../../src/features/machineInspector/coverage/modelCoverage';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

const REPORT = modelReportPath('countdown');
/** The theme's success and error colours (src/styles/theme.css.ts), as the browser computes them. */
const GREEN = 'rgb(30, 125, 50)';
const RED = 'rgb(179, 38, 30)';

let written: string;
let report: ModelCoverage;

test.beforeAll(() => {
  test.setTimeout(120_000);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'model-machines', 'tests/model/countdownMachine.model.test.ts'],
    { encoding: 'utf8' },
  );
  expect(run.status, run.stdout + run.stderr).toBe(0);
  written = readFileSync(REPORT, 'utf8');
  report = modelCoverageSchema.parse(JSON.parse(written));
});

test.afterAll(() => writeFileSync(REPORT, written));

const mark = (page: Page, transitionId: string) =>
  page.locator(`[data-coverage-of="${transitionId}"]`);

async function openCountdown(page: Page) {
  // The dev server compiles the inspector's modules on their first request.
  test.setTimeout(90_000);
  await page.goto('#/__machines/countdown');
  await expect(page.getByTestId('diagram').locator('[data-state="countdown.idle"]')).toBeVisible({
    timeout: 60_000,
  });
}

test('every transition shows the paths that cover it, in colour, symbol and words', async ({
  page,
}) => {
  await openCountdown(page);
  const total = report.transitions.length;
  await expect(page.getByRole('region', { name: '模型测试覆盖率' })).toContainText(
    `${total} 个转换中已覆盖 ${total} 个，来自`,
  );
  await expect(page.getByRole('region', { name: '模型测试覆盖率' })).toContainText(
    `（提交 ${report.commit?.slice(0, 10) ?? ''}）`,
  );
  await expect(page.locator('[data-stale]')).toHaveCount(0);
  await expect(page.locator('[data-coverage-of]')).toHaveCount(total);
  for (const { id, paths } of report.transitions) {
    await expect(mark(page, id)).toHaveText(`✓ ${paths}`);
    await expect(mark(page, id)).toHaveAttribute('data-coverage', 'covered');
  }
  // A transition inside its state's box is marked beside the box, in words for a screen reader.
  const send = report.transitions.find((each) => each.id === 'countdown.idle#SEND#1');
  await expect(
    page.getByRole('img', { name: `已覆盖，覆盖路径数：${send?.paths ?? -1}` }).first(),
  ).toBeVisible();
  await expect(page.locator('path[id="countdown.idle>countdown.checking"]')).toHaveCSS(
    'stroke',
    GREEN,
  );
  await expect(page.locator('[data-legend]')).toHaveCount(3);

  await page.getByRole('button', { name: /^语言/ }).first().click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('region', { name: 'Model-test coverage' })).toContainText(
    `${total} of ${total} transitions covered, by the run of`,
  );
  await expect(mark(page, 'countdown.idle#SEND#1')).toHaveAttribute(
    'aria-label',
    `Covered, covering paths: ${send?.paths ?? -1}`,
  );
  await expect(page.locator('[data-legend="uncovered"]')).toHaveText('✗ 0Not covered by any path');
});

test('a report older than the machine marks what it lacks and says it is stale', async ({
  page,
}) => {
  // As if written before the machine had `SEND`'s else branch, and no path took DISMISS then.
  const older = {
    ...report,
    transitions: [
      ...report.transitions
        .filter((each) => each.id !== 'countdown.idle#SEND#1')
        .map((each) => (each.id === 'countdown.idle#DISMISS#0' ? { ...each, paths: 0 } : each)),
      { ...report.transitions[0], id: 'countdown.idle#RESEND#0', eventType: 'RESEND', paths: 2 },
    ],
  };
  writeFileSync(REPORT, JSON.stringify(older));
  await openCountdown(page);
  await expect(page.locator('[data-stale]')).toContainText('此报告已过期');
  await expect(page.locator('[data-stale]')).toContainText('npm run test:model -- countdown');
  await expect(mark(page, 'countdown.idle#SEND#1')).toHaveText('?');
  await expect(mark(page, 'countdown.idle#SEND#1')).toHaveAttribute('aria-label', '不在报告中');
  await expect(mark(page, 'countdown.idle#DISMISS#0')).toHaveText('✗ 0');
  await expect(mark(page, 'countdown.idle#DISMISS#0')).toHaveCSS('color', RED);
  await expect(page.locator('[data-coverage-of="countdown.idle#RESEND#0"]')).toHaveCount(0);
  // The arrow of the missing branch reads as not in the report: grey and dotted.
  const arrow = page.locator('path[id="countdown.idle>countdown.checking"]');
  await expect(arrow).not.toHaveCSS('stroke', GREEN);
  await expect(arrow).toHaveCSS('stroke-dasharray', '2px, 3px');
});

test('a machine without a report says so and gives the command that writes one', async ({
  page,
}) => {
  writeFileSync(REPORT, written);
  const toast = modelReportPath('toast');
  const aside = `${toast}.aside`;
  if (existsSync(toast)) renameSync(toast, aside);
  try {
    test.setTimeout(90_000);
    await page.goto('#/__machines/toast');
    await expect(page.getByTestId('diagram').locator('[data-state]').first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('region', { name: '模型测试覆盖率' })).toContainText(
      '此状态机还没有模型测试报告。运行 npm run test:model -- toast 生成报告',
    );
    await expect(page.locator('[data-coverage-of]')).toHaveCount(0);
    await expect(page.locator('[data-legend]')).toHaveCount(0);
  } finally {
    if (existsSync(aside)) renameSync(aside, toast);
  }
});
