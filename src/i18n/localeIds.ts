/**
 * Ids are per language (spec §4 "Language switch"): the zh record has the bare id, the record of
 * another language the same id with `_<locale>` appended (`p1`, `p1_en`). Switching language
 * rewrites the remembered ids so the same record is shown in the new language.
 */
import { LOCALES, type Locale } from './locales';

/** Stored items holding an id (spec §4). */
export const STORED_ID_KEYS = [
  'routerId',
  'serviceTypeId',
  'solutionTypeId',
  'productId',
  'id',
] as const;

/** Query params holding an id, on the routes that take one (route tables). */
export const URL_ID_PARAMS: readonly string[] = [
  'routerId',
  'serviceTypeId',
  'solutionTypeId',
  'id',
  'modeId',
  'productId',
];

const suffixes = LOCALES.filter((locale) => locale !== 'zh').map((locale) => `_${locale}`);

/** The id without any language suffix. */
export function baseId(id: string): string {
  const suffix = suffixes.find((candidate) => id.endsWith(candidate) && id !== candidate);
  return suffix ? id.slice(0, -suffix.length) : id;
}

/** The language an id belongs to, by its suffix; a bare id is Chinese. */
export function localeOfId(id: string): Locale {
  return LOCALES.find((locale) => locale !== 'zh' && id.endsWith(`_${locale}`)) ?? 'zh';
}

/**
 * Whether two ids name the same record, in whichever language each is (`2` / `2_en`): a
 * filter or a choice kept across a language switch still matches.
 */
export const sameId = (a: string, b: string) => baseId(a) === baseId(b);

/** The same id for another language: `p1` ↔ `p1_en`. */
export function idForLocale(id: string, locale: Locale): string {
  if (id === '') return id;
  const base = baseId(id);
  return locale === 'zh' ? base : `${base}_${locale}`;
}

/**
 * The search params with their ids rewritten; the same object when nothing changes, so a caller
 * can tell whether the address must change. Numbers are ids too (a query `id=12` parses as 12);
 * ids go back as text, since every id schema must accept `12_en`.
 */
export function searchForLocale<T extends Record<string, unknown>>(search: T, locale: Locale): T {
  let changed = false;
  const next: Record<string, unknown> = { ...search };
  for (const key of URL_ID_PARAMS) {
    const value = search[key];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const rewritten = idForLocale(String(value), locale);
    if (rewritten === String(value)) continue;
    next[key] = rewritten;
    changed = true;
  }
  return changed ? (next as T) : search;
}
