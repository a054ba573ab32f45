import { firstBanner } from '../../api/banners';
import { getVideoGatherList, getVideoList } from '../../api/contract/company/media';
import type { DeclaredEarlyCall } from '../../api/contract/earlyCall';
import { listAnswer } from '../../api/listAnswer';
import { runDeclaredCalls } from '../../api/runDeclaredCalls';

/** The calls the video centre's route declares, in its order: the banner, the tabs, the list. */
export type VideoCentreCalls = readonly [
  DeclaredEarlyCall<'getBannerList'>,
  DeclaredEarlyCall<'getVideoGatherList'>,
  DeclaredEarlyCall<'getVideoList'>,
];

export type VideoCentreSearch = {
  page?: number;
  gatherId?: string;
  keyWord?: string;
};

/**
 * Everything the video centre shows for one tab, page and search, in the stored language. Without
 * the category tabs the page still lists every video under "All".
 */
export async function loadVideoCentre(calls: VideoCentreCalls, search: VideoCentreSearch) {
  const [bannerList, categoryList, videoPage] = runDeclaredCalls(
    calls,
    { getVideoGatherList, getVideoList },
    { search },
  );
  const [banner, categories, videos] = await Promise.all([
    firstBanner(bannerList),
    listAnswer(categoryList.then((answer) => answer?.data)),
    listAnswer(videoPage.then((answer) => answer?.data)),
  ]);
  return { banner, categories: categories ?? [], videos };
}
