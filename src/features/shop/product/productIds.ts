/**
 * Product and category ids carry their language: English ids end in `_en`,
 * Chinese ids have no suffix (spec §2.7, §4).
 */
import type { Locale } from '../../../i18n/locales';

/** Spec §2.7: the detail page is English when both ids contain 'en'. */
export function detailLanguage(id: string, modeId: string): Locale {
  return id.includes('en') && modeId.includes('en') ? 'en' : 'zh';
}
