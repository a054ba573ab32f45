import { fetchPageBanner } from '../../api/banners';
import { fetchDocIndex } from '../../api/docs';
import { storedLocale } from '../../lib/storage';

/** The developer centre: its banner and the doc tree (private when logged in, else public). */
export async function loadDeveloper() {
  const language = storedLocale();
  const [banner, index] = await Promise.all([
    fetchPageBanner('develope', language),
    fetchDocIndex(language),
  ]);
  return { banner, index };
}
