/**
 * What the content, support and programme browser tests share: a backend that
 * has nothing to say, and the accessibility check of a whole page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];

/**
 * Opens the app in a language, as the language menu leaves it in storage. Only
 * the app's own window: init scripts run in embedded frames too, and a video
 * player's frame may not read the storage.
 */
export async function openInLanguage(page: Page, language: Language) {
  await page.addInitScript((locale) => {
    if (window !== window.top) return;
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', locale);
  }, language);
}

/**
 * The mock's `empty` scenario for every request of this test's browser context
 * (README, `/__mock` table): every success answer keeps its envelope and loses
 * its records. A request header, unlike `POST /__mock/scenario`, reaches no
 * other test running in parallel.
 */
export const EMPTY_BACKEND = { 'X-Mock-Scenario': 'empty' } as const;

/**
 * Serious and critical axe-core violations of the whole page except the content
 * of embedded frames. The documentation frame is sandboxed without scripts:
 * axe's per-frame run crashes Chromium on it, and its legacy run (quicker, used
 * on pages without frames) logs "blocked script execution" there. The frame is
 * the documentation site's own page; the tests check that the frame element has
 * its title.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const framed = (await page.locator('iframe').count()) > 0;
  const result = await (framed ? axe.exclude('iframe') : axe.setLegacyMode()).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}
