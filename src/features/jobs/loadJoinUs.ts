import { fetchPageBanner } from '../../api/banners';
import { fetchJoinUs } from '../../api/support';
import { storedLocale } from '../../lib/storage';

/** The join-us page in the stored language; `page` is undefined when the backend has none. */
export async function loadJoinUs() {
  const language = storedLocale();
  const [banner, page] = await Promise.all([
    fetchPageBanner('joinUs', language),
    fetchJoinUs(language),
  ]);
  return { banner, page };
}
