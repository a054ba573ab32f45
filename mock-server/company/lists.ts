/** Answer helpers shared by the company handlers: success envelope, paging, search, ids. */
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { baseId } from '../../src/i18n/localeIds';

export const ok = <T>(data: T) => ({ code: 1, msg: 'success', data });

/** The `pageIndex`-th page (1-based); past the last page it is empty. */
export function pageOf<T>(items: readonly T[], pageIndex: number, pageSize: number): T[] {
  const start = (pageIndex - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** Literal, case-insensitive containment: search text never becomes a pattern. */
export function matchesKeyWord(text: string, keyWord: string | undefined): boolean {
  const wanted = keyWord?.trim().toLowerCase();
  return !wanted || text.toLowerCase().includes(wanted);
}

/** The record of this language whose id is `id` with or without `_en`, so a filter survives a language switch. */
export function findByBaseId<T extends { id: string }>(
  records: readonly T[],
  id: string,
): T | undefined {
  const wanted = baseId(id.trim());
  return records.find((record) => baseId(record.id) === wanted);
}

/**
 * Whether a record of the category `id` (with or without `_en`) is in the filtered list: every
 * record when no id is given, none for an id the backend no longer has (a link kept from before),
 * so the list is empty, as a backend filtering on that id answers.
 */
export function inCategory(
  categories: readonly { id: string }[],
  id: string | undefined,
): (categoryId: string) => boolean {
  if (!id?.trim()) return () => true;
  const category = findByBaseId(categories, id);
  return (categoryId) => category !== undefined && categoryId === category.id;
}

/** Records of both languages for a public collection, marked with their language. */
export function bothLanguages<T extends object>(byLocale: Record<Locale, readonly T[]>): object[] {
  return LOCALES.flatMap((locale) =>
    byLocale[locale].map((record, index) => ({
      // json-server needs an id; records that have their own keep it.
      id: `${locale}-${index + 1}`,
      ...record,
      language: locale,
    })),
  );
}
