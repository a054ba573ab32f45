import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from '../../../src/lib/oncePerKey';

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
});
