// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { storage, storedLocale } from '../../../src/lib/storage';
import { md5 } from '../../../src/lib/md5';

beforeEach(() => localStorage.clear());

describe('client storage', () => {
  it('uses the spec key names, typos included, so older stored data keeps working', () => {
    expect(Object.values(storage).map((item) => item.key)).toEqual([
      'locale',
      'usertoken',
      'curretUser',
      'wxCode',
      'autoLogin',
      'loginJson',
      'routerId',
      'serviceTypeId',
      'solutionTypeId',
      'productId',
      'id',
      'nowCart',
      'adddressId',
      'adddressName',
    ]);
  });

  it('defaults the locale to zh and keeps a valid choice', () => {
    expect(storedLocale()).toBe('zh');
    storage.locale.set('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(storedLocale()).toBe('en');
  });

  it('drops an unknown stored locale and falls back to zh', () => {
    localStorage.setItem('locale', 'fr');
    expect(storedLocale()).toBe('zh');
    expect(localStorage.getItem('locale')).toBeNull();
  });

  it('round-trips JSON values', () => {
    storage.curretUser.set({ username: 'lin', nickname: '小林' });
    expect(storage.curretUser.get()).toEqual({ username: 'lin', nickname: '小林' });
    storage.nowCart.set([{ productId: 'p1', productNumber: 2 }]);
    expect(storage.nowCart.get()).toEqual([{ productId: 'p1', productNumber: 2 }]);
    storage.autoLogin.set(true);
    expect(storage.autoLogin.get()).toBe(true);
  });

  it.each([
    ['curretUser', '{not json'],
    ['curretUser', '{"username":1}'],
    ['nowCart', '"a string"'],
    ['autoLogin', 'yes'],
  ] as const)('bad stored %s (%s) is cleared instead of crashing', (key, raw) => {
    localStorage.setItem(key, raw);
    expect(storage[key].get()).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps a saved login only with a hashed password, never the clear one', () => {
    localStorage.setItem('loginJson', JSON.stringify({ username: 'lin', password: 'secret' }));
    expect(storage.loginJson.get()).toBeUndefined();
    storage.loginJson.set({ username: 'lin', password: md5('secret') });
    expect(storage.loginJson.get()?.password).toBe('5ebe2294ecd0e0f08eab7690d2a6ee69');
    expect(localStorage.getItem('loginJson')).not.toContain('"secret"');
  });
});

describe('md5', () => {
  it('hashes like the backend expects (lowercase hex MD5 of UTF-8)', () => {
    expect(md5('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
    expect(md5('密码')).toBe('a8105204604a0b11e916f3879aae3b0b');
  });
});
