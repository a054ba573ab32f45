// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  createWechatLoginState,
  forgetWechatLoginState,
  keepWechatLoginState,
  sentWechatLoginState,
  WECHAT_LOGIN_STATE_KEY,
} from '../../../src/lib/wechatLoginState';

afterEach(() => sessionStorage.clear());

describe("this tab's messaging-app login state", () => {
  it('is created fresh and random, and kept only when the login page is offered', () => {
    const first = createWechatLoginState();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(createWechatLoginState()).not.toBe(first);
    expect(sentWechatLoginState()).toBeUndefined();
    keepWechatLoginState(first);
    expect(sentWechatLoginState()).toBe(first);
  });

  it('lives in this tab’s session storage, not in the storage shared by every tab', () => {
    keepWechatLoginState('0123456789abcdef0123456789abcdef');
    expect(sessionStorage.getItem(WECHAT_LOGIN_STATE_KEY)).toBe('0123456789abcdef0123456789abcdef');
    expect(localStorage.getItem(WECHAT_LOGIN_STATE_KEY)).toBeNull();
  });

  it('is used up once the round trip is over', () => {
    keepWechatLoginState(createWechatLoginState());
    forgetWechatLoginState();
    expect(sentWechatLoginState()).toBeUndefined();
  });
});
