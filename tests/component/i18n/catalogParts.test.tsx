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
// The account feature's (src/features/account/register/RegisterForm.tsx).
const accountText = msg`(optional)`;
// The shop's (src/features/shop/detail/PurchaseActions.tsx).
const shopText = msg`Add to cart`;
// A shared component's that only screens use (src/components/address/AddressFormDialog.tsx).
const sharedText = msg`Add an address`;

describe('the catalog parts', () => {
  beforeEach(() => localStorage.clear());

  it("start with the shell only, and add a feature's texts when its screen asks", async () => {
    const { i18n, activateLocale, loadScreenMessages } = await freshCatalogs();
    await activateLocale('zh');
    expect(i18n._(shellText)).toBe('关于我们');
    expect(i18n._(accountText)).not.toBe('（选填）');

    await loadScreenMessages('account');
    expect(i18n._(accountText)).toBe('（选填）');
    expect(i18n._(sharedText)).toBe('添加收货地址');
    expect(i18n._(shellText)).toBe('关于我们');
    // Another feature's texts stay out of the account screens' download.
    expect(i18n._(shopText)).not.toBe('加入购物车');

    await loadScreenMessages('shop');
    expect(i18n._(shopText)).toBe('加入购物车');
  });

  it('load every wanted part in the new language', async () => {
    const { i18n, activateLocale, loadScreenMessages } = await freshCatalogs();
    await activateLocale('en');
    await loadScreenMessages('account');
    await loadScreenMessages('shop');
    await activateLocale('zh');
    expect(i18n._(accountText)).toBe('（选填）');
    expect(i18n._(shopText)).toBe('加入购物车');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('do not mix a language into another when the switch overtakes the screens', async () => {
    const { i18n, activateLocale, loadScreenMessages } = await freshCatalogs();
    await activateLocale('zh');
    const screens = loadScreenMessages('account');
    await activateLocale('en');
    await screens;
    expect(i18n.locale).toBe('en');
    expect(i18n._(accountText)).toBe('(optional)');
    expect(i18n._(shellText)).toBe('About us');
  });

  it('refuse a feature that has no texts of its own', async () => {
    const { activateLocale, loadScreenMessages } = await freshCatalogs();
    await activateLocale('zh');
    await expect(loadScreenMessages('nowhere')).rejects.toThrow('nowhere');
  });
});
