/** The banners of the home carousel and of the content pages (content-and-profile §7). */
import { callUnchecked, listOrEmpty } from './callUnchecked';
import { firstLoadCalls } from './contract/firstLoadCalls';
import type { Banner, getBannerList, PageBannerType } from './contract/portal/home';
import type { Locale } from '../i18n/locales';

/** The banners of a page type (`home` for the carousel); empty when none is configured or the call fails. */
export function fetchBanners(type: PageBannerType | 'home', language: Locale): Promise<Banner[]> {
  return listOrEmpty(() =>
    callUnchecked<typeof getBannerList>(firstLoadCalls.getBannerList, { type, language }),
  );
}

/** A content page's banner (the first of its type); `undefined` means "show the default banner". */
export async function fetchPageBanner(
  type: PageBannerType,
  language: Locale,
): Promise<Banner | undefined> {
  const banners = await fetchBanners(type, language);
  return banners[0];
}
