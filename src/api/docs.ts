/** The developer documentation: the doc tree and the document search (content-and-profile §2 screen 8). */
import { callEndpoint } from './callEndpoint';
import {
  getPrivateDocIndex,
  getPublicDocIndex,
  searchDoc,
  type DocProject,
  type DocSearchResult,
} from './contract/portal/doc';
import { listAnswer, type ListAnswer } from './listAnswer';
import type { Locale } from '../i18n/locales';

export interface DocIndex {
  projects: DocProject[];
  /** Which index answered: the private one needs a login. */
  source: 'private' | 'public';
}

/**
 * Logged out, the private index answers code 2 with no data (which its schema
 * refuses); any failure of this call only means "use the public index".
 */
function privateIndex(language: Locale): Promise<DocProject[]> {
  return callEndpoint(getPrivateDocIndex, { language })
    .then((result) => (result?.code === 1 ? result.data : []))
    .catch(() => []);
}

/** Spec §4: the private index first, the public index as fallback; `null` when that one fails. */
export async function fetchDocIndex(language: Locale): Promise<ListAnswer<DocIndex>> {
  const projects = await privateIndex(language);
  if (projects.length > 0) return { projects, source: 'private' };
  const publicProjects = await listAnswer(
    callEndpoint(getPublicDocIndex, { language }).then((result) => result?.data),
  );
  return publicProjects && { projects: publicProjects, source: 'public' };
}

/** Documents whose name contains the keyword; `null` when the search failed (already reported). */
export function searchDocuments(
  keyWord: string,
  language: Locale,
): Promise<ListAnswer<DocSearchResult[]>> {
  return listAnswer(callEndpoint(searchDoc, { keyWord, language }).then((result) => result?.data));
}
