/** The video centre and the news centre (content-and-profile §2 screens 3 and 4). */
import { callEndpoint } from './callEndpoint';
import {
  getNewsList,
  getVideoGatherList,
  getVideoList,
  type NewsPage,
  type VideoCategory,
  type VideoPage,
} from './contract/company/media';
import { PAGE_SIZE } from './contract/company/shared';
import { listAnswer, type ListAnswer } from './listAnswer';
import type { Locale } from '../i18n/locales';

export interface VideoQuery {
  pageIndex: number;
  keyWord: string;
  /** Empty for every category. */
  gatherId: string;
  language: Locale;
}

export interface NewsQuery {
  pageIndex: number;
  keyWord: string;
  language: Locale;
}

/** The category tabs; without them the page still lists every video under "All". */
export async function fetchVideoCategories(language: Locale): Promise<VideoCategory[]> {
  const categories = await listAnswer(
    callEndpoint(getVideoGatherList, { language }).then((result) => result?.data),
  );
  return categories ?? [];
}

export function fetchVideoPage(query: VideoQuery): Promise<ListAnswer<VideoPage>> {
  const call = callEndpoint(getVideoList, {
    pageIndex: query.pageIndex,
    pageSize: PAGE_SIZE,
    keyWord: query.keyWord,
    gatherId: query.gatherId === '' ? undefined : query.gatherId,
    language: query.language,
  });
  return listAnswer(call.then((result) => result?.data));
}

export function fetchNewsPage(query: NewsQuery): Promise<ListAnswer<NewsPage>> {
  const call = callEndpoint(getNewsList, {
    pageIndex: query.pageIndex,
    pageSize: PAGE_SIZE,
    keyWord: query.keyWord,
    language: query.language,
  });
  return listAnswer(call.then((result) => result?.data));
}
