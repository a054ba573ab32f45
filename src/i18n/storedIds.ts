import { storage } from '../lib/storage';
import { idForLocale, STORED_ID_KEYS } from './localeIds';
import type { Locale } from './locales';

/** Rewrites the remembered ids (routerId, serviceTypeId, ...) for the new language. */
export function rewriteStoredIds(locale: Locale): void {
  for (const key of STORED_ID_KEYS) {
    const item = storage[key];
    const id = item.get();
    if (id !== undefined) item.set(idForLocale(id, locale));
  }
}
