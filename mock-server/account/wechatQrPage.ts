/**
 * The offline stand-in for WeChat's QR login page: instead of scanning, the
 * developer confirms as a new WeChat user or as the demo user's WeChat.
 */
import type { Locale } from '../../src/i18n/locales';

const texts = {
  zh: {
    title: '微信扫码登录（模拟）',
    hint: '这是离线模拟的微信授权页。请选择以哪个微信身份确认登录：',
    newUser: '以新微信用户确认登录',
    demoUser: '以演示用户的微信确认登录',
    cancel: '取消，返回网站',
    other: 'English',
    refused: '无法继续',
  },
  en: {
    title: 'WeChat QR login (simulated)',
    hint: 'This is an offline stand-in for WeChat authorisation. Choose the WeChat identity to confirm the login with:',
    newUser: 'Confirm login as a new WeChat user',
    demoUser: "Confirm login as the demo user's WeChat",
    cancel: 'Cancel and return to the site',
    other: '中文',
    refused: 'Cannot continue',
  },
} satisfies Record<Locale, Record<string, string>>;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const style =
  'body{font-family:system-ui,sans-serif;background:#f2f4f7;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;max-width:420px;text-align:center;box-shadow:0 4px 24px rgba(0,0,0,.08)}button{display:block;width:100%;margin:12px 0;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer;background:#07c160;color:#fff}button.alt{background:#576b95}img{width:180px;height:180px}a{color:#576b95}';

// The mock's logo as icon: without one the browser asks for /favicon.ico, a 404 in the console
// (an inline `data:` icon is refused by the page's own img-src 'self').
function page(language: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/mock-assets/logo.svg"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export interface QrPageInput {
  language: Locale;
  redirect: string;
  /** The app's login `state`, handed back with the code. */
  state: string;
  /** Decorates the QR picture so each visit looks different. */
  qrText: string;
  action: string;
}

export function renderQrPage({ language, redirect, state, qrText, action }: QrPageInput): string {
  const t = texts[language];
  const other: Locale = language === 'zh' ? 'en' : 'zh';
  const switchHref = `?${new URLSearchParams({ redirect, language: other, state })}`;
  return page(
    language,
    t.title,
    `<h1>${t.title}</h1><img alt="QR" src="/mock-assets/qr.svg?text=${encodeURIComponent(qrText)}"><p>${t.hint}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="redirect" value="${escapeHtml(redirect)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit" name="identity" value="new">${t.newUser}</button><button type="submit" name="identity" value="demo" class="alt">${t.demoUser}</button></form>
<p><a href="${escapeHtml(redirect)}">${t.cancel}</a> · <a href="${escapeHtml(switchHref)}">${t.other}</a></p>`,
  );
}

export function renderRefusal(language: Locale, reason: string): string {
  const t = texts[language];
  return page(language, t.refused, `<h1>${t.refused}</h1><p>${escapeHtml(reason)}</p>`);
}
