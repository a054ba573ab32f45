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

const emptyVideos: VideoPage = { videoList: [], total: 0 };
const emptyNews: NewsPage = { newsList: [], total: 0 };

/**
 * A call that fails has already been reported by the HTTP client; the page then
 * shows its empty state rather than an error screen.
 */
const orFallback = <T>(load: Promise<T | undefined>, fallback: T): Promise<T> =>
  load.then((value) => value ?? fallback).catch(() => fallback);

export function fetchVideoCategories(language: Locale): Promise<VideoCategory[]> {
  return orFallback(
    callEndpoint(getVideoGatherList, { language }).then((result) => result?.data),
    [],
  );
}

export function fetchVideoPage(query: VideoQuery): Promise<VideoPage> {
  const call = callEndpoint(getVideoList, {
    pageIndex: query.pageIndex,
    pageSize: PAGE_SIZE,
    keyWord: query.keyWord,
    gatherId: query.gatherId === '' ? undefined : query.gatherId,
    language: query.language,
  });
  return orFallback(
    call.then((result) => result?.data),
    emptyVideos,
  );
}

export function fetchNewsPage(query: NewsQuery): Promise<NewsPage> {
  const call = callEndpoint(getNewsList, {
    pageIndex: query.pageIndex,
    pageSize: PAGE_SIZE,
    keyWord: query.keyWord,
    language: query.language,
  });
  return orFallback(
    call.then((result) => result?.data),
    emptyNews,
  );
}
