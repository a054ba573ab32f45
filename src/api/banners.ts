/** The content pages' banners (content-and-profile §7). */
import { callUnchecked, listOrEmpty } from './callUnchecked';
import { firstLoadCalls } from './contract/firstLoadCalls';
import type { Banner, getBannerList, PageBannerType } from './contract/portal/home';
import type { Locale } from '../i18n/locales';

/**
 * A page's banner from its banner list: the first; `undefined` (show the default banner) when
 * none is configured, the answer is malformed or the call fails.
 */
export const firstBanner = async (
  answer: Promise<{ data: Banner[] } | undefined>,
): Promise<Banner | undefined> => (await listOrEmpty(answer))[0];

/** A content page's banner, for the pages that do not declare it as one of their route's calls. */
export const fetchPageBanner = (
  type: PageBannerType,
  language: Locale,
): Promise<Banner | undefined> =>
  firstBanner(
    callUnchecked<typeof getBannerList>(firstLoadCalls.getBannerList, { type, language }),
  );
