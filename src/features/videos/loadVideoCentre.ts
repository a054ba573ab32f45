import { fetchPageBanner } from '../../api/banners';
import { fetchVideoCategories, fetchVideoPage } from '../../api/media';
import { storedLocale } from '../../lib/storage';

export interface VideoCentreSearch {
  page?: number;
  gatherId?: string;
  keyWord?: string;
}

/** Everything the video centre shows for one tab, page and search, in the stored language. */
export async function loadVideoCentre(search: VideoCentreSearch) {
  const language = storedLocale();
  const [banner, categories, videos] = await Promise.all([
    fetchPageBanner('video', language),
    fetchVideoCategories(language),
    fetchVideoPage({
      pageIndex: search.page ?? 1,
      keyWord: search.keyWord ?? '',
      gatherId: search.gatherId ?? '',
      language,
    }),
  ]);
  return { banner, categories, videos };
}
