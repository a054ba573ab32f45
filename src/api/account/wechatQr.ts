import { wechatLogin } from 'virtual:app-config';
import { API_BASE } from '../client';
import type { Locale } from '../../i18n/locales';

/** WeChat's website login page (open platform, "website application WeChat login"). */
const WECHAT_QR_CONNECT = 'https://open.weixin.qq.com/connect/qrconnect';

/**
 * The messaging-app (WeChat) QR login page, which comes back to the app at `returnHash`
 * (`#/loginn?…`) with a one-time `code` and the `state` it was given, for /loginn to check and
 * exchange. In production it is WeChat's page for the configured app id (its documented redirect:
 * the page shows the QR code to scan), returning to the address registered with WeChat; in
 * development the mock's stand-in, served beside the API, returning to this page's address.
 */
export function wechatQrPageUrl(returnHash: string, language: Locale, state: string): string {
  if (wechatLogin.kind === 'wechat') {
    const url = new URL(WECHAT_QR_CONNECT);
    url.search = new URLSearchParams({
      appid: wechatLogin.appId,
      redirect_uri: `${wechatLogin.redirect}${returnHash}`,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    }).toString();
    url.hash = 'wechat_redirect';
    return url.href;
  }
  const url = new URL(wechatLogin.page, API_BASE === '' ? window.location.origin : API_BASE);
  url.search = new URLSearchParams({
    redirect: `${window.location.origin}${window.location.pathname}${returnHash}`,
    language,
    state,
  }).toString();
  return url.href;
}
