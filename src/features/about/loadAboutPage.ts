/** The about page's route loader, imported lazily by the route file. */
import { fetchAboutPage } from '../../api/about';
import { fetchPageBanner } from '../../api/banners';
import type { AboutPage } from '../../api/contract/company/about';
import type { Banner } from '../../api/contract/portal/home';
import { storedLocale } from '../../lib/storage';

export interface AboutPageData {
  banner: Banner | undefined;
  /** `undefined` when the backend has no about page: the built-in one is shown. */
  page: AboutPage | undefined;
}

export async function loadAboutPage(): Promise<AboutPageData> {
  const language = storedLocale();
  const [banner, page] = await Promise.all([
    fetchPageBanner('aboutReach', language),
    fetchAboutPage(language),
  ]);
  return { banner, page };
}
