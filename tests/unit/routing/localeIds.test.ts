import { describe, expect, it } from 'vitest';
import { baseId, idForLocale, searchForLocale } from '../../../src/i18n/localeIds';

describe('ids per language', () => {
  it('adds the _en suffix for English and removes it for Chinese', () => {
    expect(idForLocale('p1', 'en')).toBe('p1_en');
    expect(idForLocale('p1_en', 'zh')).toBe('p1');
    expect(idForLocale('p1_en', 'en')).toBe('p1_en');
    expect(idForLocale('p1', 'zh')).toBe('p1');
  });

  it('leaves an empty id and an id that is only a suffix alone', () => {
    expect(idForLocale('', 'en')).toBe('');
    expect(baseId('_en')).toBe('_en');
  });

  it('rewrites only the id params of the address, numbers included', () => {
    const search = { id: 1001, modeId: 'm3', routerId: 'p11', type: 'nowCart', succs: true };
    expect(searchForLocale(search, 'en')).toEqual({
      id: '1001_en',
      modeId: 'm3_en',
      routerId: 'p11_en',
      type: 'nowCart',
      succs: true,
    });
    expect(
      searchForLocale({ serviceTypeId: 's2_en', solutionTypeId: 'd1_en', productId: 'x_en' }, 'zh'),
    ).toEqual({ serviceTypeId: 's2', solutionTypeId: 'd1', productId: 'x' });
  });

  it('returns the same object when no id changes, so the address is left alone', () => {
    const search = { page: 2, docUrl: 'https://docs.example.com/a_en' };
    expect(searchForLocale(search, 'en')).toBe(search);
    const english = { id: '7_en' };
    expect(searchForLocale(english, 'en')).toBe(english);
  });
});
