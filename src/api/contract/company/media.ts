/** The video centre and the news centre (content-and-profile §2 screens 3 and 4). */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../endpoint.ts';
import { dateTime, imageUrl, keyWord, language, paging } from './shared.ts';

export const videoCategory = z.object({
  /** English ids carry `_en`. */
  id: z.string(),
  gatherName: z.string(),
});
export type VideoCategory = z.infer<typeof videoCategory>;

export const video = z.object({
  /** The video platform's id, for its embedded player; empty when `videoUrl` is given. */
  bvid: z.string(),
  /** The video file itself, played by the browser; preferred to `bvid` when present. */
  videoUrl: z.optional(z.string()),
  videoName: z.string(),
  createTime: dateTime,
  /** `mm:ss`. */
  duration: z.string(),
  /** Poster shown before the player loads. */
  cover: imageUrl,
});
export type Video = z.infer<typeof video>;

export const videoPage = z.object({ videoList: z.array(video), total: z.number() });
export type VideoPage = z.infer<typeof videoPage>;

export const newsItem = z.object({
  title: z.string(),
  createDate: dateTime,
  /** The article page, in the news item's language. */
  newsLink: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsPage = z.object({ newsList: z.array(newsItem), total: z.number() });
export type NewsPage = z.infer<typeof newsPage>;

export const getVideoGatherList = defineEndpoint({
  name: 'getVideoGatherList',
  summary: 'The video categories (one tab each; the "all" tab is the client\'s own).',
  method: 'POST',
  path: `${PORTAL_API}/about/getVideoGatherList`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(videoCategory)),
  auth: 'public',
  usedBy: ['/videoView'],
});

export const getVideoList = defineEndpoint({
  name: 'getVideoList',
  summary:
    'A page of videos, newest first, optionally of one category (`gatherId`, with or without `_en`; a category it no longer has answers an empty page) and containing `keyWord` literally.',
  method: 'GET',
  path: `${PORTAL_API}/about/getVideoList`,
  query: z.object({
    ...paging,
    keyWord,
    gatherId: z.optional(z.string().check(z.maxLength(40))),
    ...language,
  }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(videoPage),
  auth: 'public',
  usedBy: ['/videoView'],
});

export const getNewsList = defineEndpoint({
  name: 'getNewsList',
  summary: 'A page of news, newest first, whose title contains `keyWord` literally.',
  method: 'GET',
  path: `${PORTAL_API}/about/getNewsList`,
  query: z.object({ ...paging, keyWord, ...language }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(newsPage),
  auth: 'public',
  usedBy: ['/news'],
});
