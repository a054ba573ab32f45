import { API_BASE } from '../client';
import type { Locale } from '../../i18n/locales';

/**
 * The messaging-app (WeChat) QR login page. Offline it is the mock's stand-in,
 * served beside the API; confirming there returns to `redirect` with a one-time
 * `code` in the hash's query, which /loginn exchanges for a session.
 */
export const WECHAT_QR_PATH = '/__mock/wechat/qr';

export function wechatQrPageUrl(redirect: string, language: Locale): string {
  const base = API_BASE === '' ? window.location.origin : API_BASE;
  const url = new URL(WECHAT_QR_PATH, base);
  url.search = new URLSearchParams({ redirect, language }).toString();
  return url.toString();
}
