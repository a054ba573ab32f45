// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../../src/lib/storage';
import { STORED_VALUES, type StoredScope } from '../../../src/lib/storedValues';
import {
  forgetSavedLogin,
  forgetSession,
  storeSavedLogin,
  storeSession,
} from '../../../src/session/storedSession';

const SAVED_HASH = '5ebe2294ecd0e0f08eab7690d2a6ee69';

/** Every value of the table, kept as the browser would keep it. */
function storeEveryValue() {
  for (const [name, value] of Object.entries(STORED_VALUES)) {
    if (value.in === 'cookie') document.cookie = `${name}=kept-${name}; path=/`;
    else window[value.in].setItem(name, `kept-${name}`);
  }
}

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The table's names still kept, in storage or as cookies. */
function kept(): string[] {
  const cookies = cookieNames();
  return Object.entries(STORED_VALUES)
    .filter(([name, value]) =>
      value.in === 'cookie' ? cookies.includes(name) : window[value.in].getItem(name) !== null,
    )
    .map(([name]) => name);
}

const namesOf = (...scopes: StoredScope[]) =>
  Object.entries(STORED_VALUES)
    .filter(([, value]) => scopes.includes(value.scope))
    .map(([name]) => name);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of cookieNames()) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('the table of client-stored values', () => {
  it('lists every value spec §3 names, the tab’s login state, and every storage item in local storage', () => {
    expect(Object.keys(STORED_VALUES).sort()).toEqual(
      [
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
        'allbuy',
        'allPay',
        'nowCart',
        'adddressId',
        'adddressName',
        'access_token',
        'token',
        'wxLoginState',
      ].sort(),
    );
    expect(STORED_VALUES.wxLoginState.in).toBe('sessionStorage');
    for (const item of Object.values(storage)) {
      expect(STORED_VALUES[item.key as keyof typeof STORED_VALUES].in).toBe('localStorage');
    }
  });

  it('keeps the shopping and the login of a customer in the session, the language on the device', () => {
    expect(namesOf('session').sort()).toEqual(
      [
        'usertoken',
        'curretUser',
        'wxCode',
        'nowCart',
        'allbuy',
        'allPay',
        'adddressId',
        'adddressName',
        'token',
        'access_token',
      ].sort(),
    );
    expect(namesOf('user').sort()).toEqual(['autoLogin', 'loginJson']);
  });

  it('ends a session by removing every session value of the table, and nothing else', () => {
    storeEveryValue();
    forgetSession();
    expect(kept().sort()).toEqual(namesOf('device', 'user').sort());
  });

  it('forgets the saved login by removing every user value, auto-login then stored as off', () => {
    storeEveryValue();
    forgetSavedLogin();
    expect(kept().sort()).toEqual([...namesOf('device', 'session'), 'autoLogin'].sort());
    expect(localStorage.getItem('loginJson')).toBeNull();
    expect(storage.autoLogin.get()).toBe(false);
  });

  it('clears what the previous customer left when someone else logs in', () => {
    storeSession('t-a', { username: 'alice', nickname: 'A' });
    storeSavedLogin({ username: 'alice', password: SAVED_HASH });
    storage.adddressId.set('addr-a');
    storage.adddressName.set('浙江省 杭州市 西湖区 甲街 1 号');
    storage.nowCart.set([{ id: '1032', productNumber: 1 }]);
    storage.locale.set('en');

    storeSession('t-b', { username: 'bob', nickname: 'B' });

    expect(storage.curretUser.get()).toEqual({ username: 'bob', nickname: 'B' });
    expect(storage.usertoken.get()).toBe('t-b');
    expect(document.cookie).toContain('token=t-b');
    expect(localStorage.getItem('adddressId')).toBeNull();
    expect(localStorage.getItem('adddressName')).toBeNull();
    expect(localStorage.getItem('nowCart')).toBeNull();
    expect(localStorage.getItem('loginJson')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBeNull();
    expect(storage.locale.get()).toBe('en');
  });

  it('keeps the choices of the same customer when the session is renewed', () => {
    storeSession('t-1', { username: 'alice', nickname: 'A' });
    storeSavedLogin({ username: 'alice', password: SAVED_HASH });
    storage.adddressId.set('addr-a');

    storeSession('t-2', { username: 'alice', nickname: 'A' });

    expect(storage.adddressId.get()).toBe('addr-a');
    expect(storage.loginJson.get()).toEqual({ username: 'alice', password: SAVED_HASH });
    expect(storage.usertoken.get()).toBe('t-2');
  });
});
