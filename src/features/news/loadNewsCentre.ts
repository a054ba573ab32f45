import { fetchPageBanner } from '../../api/banners';
import { fetchNewsPage } from '../../api/media';
import { storedLocale } from '../../lib/storage';

export interface NewsCentreSearch {
  page?: number;
  keyWord?: string;
}

/** The news centre for one page and search, in the stored language. */
export async function loadNewsCentre(search: NewsCentreSearch) {
  const language = storedLocale();
  const [banner, news] = await Promise.all([
    fetchPageBanner('news', language),
    fetchNewsPage({ pageIndex: search.page ?? 1, keyWord: search.keyWord ?? '', language }),
  ]);
  return { banner, news };
}
