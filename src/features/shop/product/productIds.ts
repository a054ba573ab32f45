/**
 * Product and category ids carry their language: English ids end in `_en`,
 * Chinese ids have no suffix (spec §2.7, §4).
 */
import type { Locale } from '../../../i18n/locales';

const EN_SUFFIX = '_en';

/** Spec §2.7: the detail page is English when both ids contain 'en'. */
export function detailLanguage(id: string, modeId: string): Locale {
  return id.includes('en') && modeId.includes('en') ? 'en' : 'zh';
}

/** The id in a language: `1001` ⇄ `1001_en`. */
export function localisedId(id: string, locale: Locale): string {
  const base = id.endsWith(EN_SUFFIX) ? id.slice(0, -EN_SUFFIX.length) : id;
  return locale === 'en' ? `${base}${EN_SUFFIX}` : base;
}
