export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The value for `<html lang>`. */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };
