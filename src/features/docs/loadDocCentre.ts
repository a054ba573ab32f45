import { fetchPageBanner } from '../../api/banners';
import { searchDocuments } from '../../api/docs';
import { storedLocale } from '../../lib/storage';

export type DocCentreKind = 'docCenter' | 'helpCenter';

/** A centre's banner and, when a keyword is given, the documents whose name contains it. */
export async function loadDocCentre(kind: DocCentreKind, search: { keyWord?: string }) {
  const language = storedLocale();
  const keyWord = search.keyWord?.trim() ?? '';
  const [banner, results] = await Promise.all([
    fetchPageBanner(kind, language),
    keyWord === '' ? Promise.resolve(undefined) : searchDocuments(keyWord, language),
  ]);
  return { banner, results };
}
