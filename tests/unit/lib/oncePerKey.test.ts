import { describe, expect, it, vi } from 'vitest';
import { oncePerKey, startNewPageLife } from '../../../src/lib/oncePerKey';

describe('oncePerKey', () => {
  it('asks once per key: later callers of the key get the same promise', async () => {
    const load = vi.fn(async (language: string) => `logo-${language}`);
    const loadOnce = oncePerKey(load);
    const first = loadOnce('zh');
    expect(loadOnce('zh')).toBe(first);
    await expect(first).resolves.toBe('logo-zh');
    await expect(loadOnce('en')).resolves.toBe('logo-en');
    expect(load.mock.calls).toEqual([['zh'], ['en']]);
  });

  it('keys by what keyOf makes of all the arguments', async () => {
    const load = vi.fn(async (type: string, id: string) => `${type}/${id}`);
    const loadOnce = oncePerKey(load, (type, id) => `${type}:${id}`);
    await loadOnce('product', '1');
    await loadOnce('product', '1');
    await loadOnce('product', '2');
    await loadOnce('solution', '1');
    expect(load.mock.calls).toEqual([
      ['product', '1'],
      ['product', '2'],
      ['solution', '1'],
    ]);
  });

  it('asks again once a new page life starts, for every oncePerKey', async () => {
    const logo = vi.fn(async (language: string) => `logo-${language}`);
    const menus = vi.fn(async (language: string) => `menus-${language}`);
    const logoOnce = oncePerKey(logo);
    const menusOnce = oncePerKey(menus);
    await logoOnce('zh');
    await menusOnce('zh');
    startNewPageLife();
    await logoOnce('zh');
    await menusOnce('zh');
    expect(logo.mock.calls).toEqual([['zh'], ['zh']]);
    expect(menus.mock.calls).toEqual([['zh'], ['zh']]);
  });
});
