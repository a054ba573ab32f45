/** The HTML page of a news article or a case study, in the record's language. */
import type { Response } from 'express';
import type { Locale } from '../../src/i18n/locales';

export interface Article {
  locale: Locale;
  title: string;
  /** Date or byline line under the title. */
  meta: string;
  paragraphs: readonly string[];
  /** Where the back link goes in the app (a hash route). */
  back: { href: string; label: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;max-width:760px;margin:40px auto;padding:0 20px;color:#1f2933;line-height:1.8}' +
  'h1{font-size:28px;line-height:1.4;margin-bottom:8px}.meta{color:#616e7c;margin-bottom:32px}a{color:#0b5cad}';

export function renderArticle(article: Article): string {
  const paragraphs = article.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return (
    `<!doctype html><html lang="${article.locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(article.title)}</title>` +
    `<style>${STYLE}</style></head><body><article><h1>${escapeHtml(article.title)}</h1>` +
    `<div class="meta">${escapeHtml(article.meta)}</div>${paragraphs}</article>` +
    `<p><a href="${escapeHtml(article.back.href)}">${escapeHtml(article.back.label)}</a></p></body></html>`
  );
}

export function sendHtml(res: Response, status: number, html: string): void {
  res
    .status(status)
    .type('html')
    .set({
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'cache-control': 'public, max-age=3600',
    })
    .send(html);
}

/** A page for an unknown article: the reader followed a stale link. */
export function notFoundPage(): string {
  return renderArticle({
    locale: 'zh',
    title: '页面不存在 / Page not found',
    meta: '404',
    paragraphs: ['该内容不存在或已下线。', 'This content does not exist or has been removed.'],
    back: { href: '/#/homePage', label: '返回首页 / Home' },
  });
}
