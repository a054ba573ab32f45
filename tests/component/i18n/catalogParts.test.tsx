import { beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';

// A fresh module per test: which parts are loaded is the module's own state.
async function freshCatalogs() {
  vi.resetModules();
  const { i18n } = await import('@lingui/core');
  const catalogs = await import('../../../src/i18n/activateLocale');
  return { i18n, ...catalogs };
}

const shellText = msg`About us`;
const screenText = msg`(optional)`;

describe('the catalog parts', () => {
  beforeEach(() => localStorage.clear());

  it('start with the shell only, and add the screens when a screen asks', async () => {
    const { i18n, activateLocale, loadScreenMessages } = await freshCatalogs();
    await activateLocale('zh');
    expect(i18n._(shellText)).toBe('关于我们');
    expect(i18n._(screenText)).not.toBe('（选填）');

    await loadScreenMessages();
    expect(i18n._(screenText)).toBe('（选填）');
    expect(i18n._(shellText)).toBe('关于我们');
  });

  it('load both parts in the new language once the screens were wanted', async () => {
    const { i18n, activateLocale, loadScreenMessages } = await freshCatalogs();
    await activateLocale('en');
    await loadScreenMessages();
    await activateLocale('zh');
    expect(i18n._(screenText)).toBe('（选填）');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('do not mix a language into another when the switch overtakes the screens', async () => {
    const { i18n, activateLocale, loadScreenMessages } = await freshCatalogs();
    await activateLocale('zh');
    const screens = loadScreenMessages();
    await activateLocale('en');
    await screens;
    expect(i18n.locale).toBe('en');
    expect(i18n._(screenText)).toBe('(optional)');
    expect(i18n._(shellText)).toBe('About us');
  });
});
