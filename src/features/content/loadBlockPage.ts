import type { Banner, PageBannerType } from '../../api/contract/portal/home';
import type { ContentBlock } from '../../api/contract/portal/module';
import { fetchPageBanner } from '../../api/banners';
import { idForLocale } from '../../i18n/localeIds';
import type { Locale } from '../../i18n/locales';
import { storage, storedLocale } from '../../lib/storage';

/** What a block page shows: its banner (or none: the default) and its blocks (or none: placeholder). */
export interface BlockPageData {
  banner: Banner | undefined;
  blocks: ContentBlock[];
}

/** Loads a page's banner and blocks together, in the stored language. */
export async function loadBlockPage(
  bannerType: PageBannerType,
  loadBlocks: (language: Locale) => Promise<ContentBlock[]>,
): Promise<BlockPageData> {
  const language = storedLocale();
  const [banner, blocks] = await Promise.all([
    fetchPageBanner(bannerType, language),
    loadBlocks(language),
  ]);
  return { banner, blocks };
}

type StoredIdKey = 'routerId' | 'serviceTypeId' | 'solutionTypeId';

/**
 * The page's id: the one in the address (remembered for the next visit, as the
 * spec's client-stored ids are), else the remembered one. It is put in the
 * stored language, so a link shared from the other language still finds its page.
 */
export function pageIdFor(key: StoredIdKey, fromSearch: string | undefined): string | undefined {
  const item = storage[key];
  if (fromSearch) item.set(fromSearch);
  const id = fromSearch ?? item.get();
  return id ? idForLocale(id, storedLocale()) : undefined;
}
