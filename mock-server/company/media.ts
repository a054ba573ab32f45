/** The video centre, the news centre and the news article pages. */
import type { Application } from 'express';
import {
  getNewsList,
  getVideoGatherList,
  getVideoList,
} from '../../src/api/contract/company/media';
import { companyFixtures, NEWS_PAGE, NEWSROOM } from '../../fixtures/company';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';
import { notFoundPage, renderArticle, sendHtml } from './articlePage';
import { bothLanguages, inCategory, matchesKeyWord, ok, pageOf } from './lists';
import { localeOfId } from '../../src/i18n/localeIds';

export function registerMediaRoutes(app: Application, ctx: MockContext): void {
  const { videoCategories, videos, news } = companyFixtures(ctx.options.seed);
  ctx.publish('companyVideoCategories', bothLanguages(videoCategories));
  ctx.publish('companyVideos', bothLanguages(videos));
  ctx.publish('companyNews', bothLanguages(news));

  serve(app, ctx, getVideoGatherList, ({ query }) => ok(videoCategories[query.language]));

  serve(app, ctx, getVideoList, ({ query }) => {
    const { language, gatherId, keyWord } = query;
    const shown = inCategory(videoCategories[language], gatherId);
    const matching = videos[language].filter(
      (video) => shown(video.gatherId) && matchesKeyWord(video.videoName, keyWord),
    );
    return ok({
      videoList: pageOf(matching, query.pageIndex, query.pageSize).map(
        ({ bvid, videoUrl, videoName, createTime, duration, cover }) => ({
          bvid,
          videoUrl,
          videoName,
          createTime,
          duration,
          cover,
        }),
      ),
      total: matching.length,
    });
  });

  serve(app, ctx, getNewsList, ({ query }) => {
    const matching = news[query.language].filter((item) =>
      matchesKeyWord(item.title, query.keyWord),
    );
    return ok({
      newsList: pageOf(matching, query.pageIndex, query.pageSize).map(
        ({ title, createDate, newsLink }) => ({ title, createDate, newsLink }),
      ),
      total: matching.length,
    });
  });

  const articles = new Map([...news.zh, ...news.en].map((item) => [item.id, item]));
  app.get(`${NEWS_PAGE}/:id`, (req, res) => {
    const item = articles.get(req.params.id ?? '');
    if (!item) return sendHtml(res, 404, notFoundPage());
    const locale = localeOfId(item.id);
    sendHtml(
      res,
      200,
      renderArticle({
        locale,
        title: item.title,
        meta: `${item.createDate.slice(0, 10)} · ${NEWSROOM[locale]}`,
        paragraphs: item.paragraphs,
        back: { href: '/#/news', label: locale === 'zh' ? '返回新闻中心' : 'Back to the news' },
      }),
    );
  });
}
