// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AppConfigModule from 'virtual:app-config';

const STATE = '0123456789abcdef0123456789abcdef';

afterEach(() => {
  vi.doUnmock('virtual:app-config');
  vi.resetModules();
});

describe('the messaging-app login page in production', () => {
  it("is WeChat's website login for the configured app, coming back to the registered address", async () => {
    vi.doMock('virtual:app-config', async (importOriginal) => ({
      ...(await importOriginal<typeof AppConfigModule>()),
      wechatLogin: {
        kind: 'wechat',
        appId: 'wx0123456789abcdef',
        redirect: 'https://www.example.com/',
      },
    }));
    const { wechatQrPageUrl } = await import('../../../src/api/account/wechatQr');

    const url = new URL(wechatQrPageUrl('#/loginn?redirect=%2FcartView', 'en', STATE));

    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx0123456789abcdef',
      redirect_uri: 'https://www.example.com/#/loginn?redirect=%2FcartView',
      response_type: 'code',
      scope: 'snsapi_login',
      state: STATE,
    });
    expect(url.hash).toBe('#wechat_redirect');
  });
});

describe('the messaging-app login page while developing', () => {
  it("is the mock's stand-in, with the same state and the way back to this page", async () => {
    const { wechatQrPageUrl } = await import('../../../src/api/account/wechatQr');

    const url = new URL(wechatQrPageUrl('#/loginn', 'zh', STATE));

    expect(url.pathname).toBe('/__mock/wechat/qr');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect: `${window.location.origin}${window.location.pathname}#/loginn`,
      language: 'zh',
      state: STATE,
    });
  });
});
