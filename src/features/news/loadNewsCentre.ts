import { firstBanner } from '../../api/banners';
import { getNewsList } from '../../api/contract/company/media';
import type { DeclaredEarlyCall } from '../../api/contract/earlyCall';
import { listAnswer } from '../../api/listAnswer';
import { runDeclaredCalls } from '../../api/runDeclaredCalls';

/** The calls the news route declares, in its order: the page banner, the list. */
export type NewsCentreCalls = readonly [
  DeclaredEarlyCall<'getBannerList'>,
  DeclaredEarlyCall<'getNewsList'>,
];

export type NewsCentreSearch = {
  page?: number;
  keyWord?: string;
};

/** The news centre for one page and search, in the stored language. */
export async function loadNewsCentre(calls: NewsCentreCalls, search: NewsCentreSearch) {
  const [bannerList, newsPage] = runDeclaredCalls(calls, { getNewsList }, { search });
  const [banner, news] = await Promise.all([
    firstBanner(bannerList),
    listAnswer(newsPage.then((answer) => answer?.data)),
  ]);
  return { banner, news };
}
