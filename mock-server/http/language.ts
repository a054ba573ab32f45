/**
 * The language of a request, for texts the mock writes itself: `language` when the client sends
 * it, then the Accept-Language header (the app sends its page's language), then Chinese (the
 * default locale).
 */
import type { Request } from 'express';
import type { Locale } from '../../src/i18n/locales';

export function languageOf(req: Request): Locale {
  const param = req.query.language;
  if (param === 'zh' || param === 'en') return param;
  return req.get('accept-language')?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** The text of a request's language, from its Chinese and English versions. */
export const inLanguageOf = (req: Request, zh: string, en: string): string =>
  languageOf(req) === 'en' ? en : zh;
