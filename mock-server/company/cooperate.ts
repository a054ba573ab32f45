/** Partners, success cases (and their pages), agents and incubators. */
import type { Application } from 'express';
import {
  getAgentList,
  getCooperationList,
  getIncubatorList,
  getSuccCaseList,
} from '../../src/api/contract/company/cooperate';
import { CASES_PAGE, companyFixtures } from '../../fixtures/company';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';
import { notFoundPage, renderArticle, sendHtml } from './articlePage';
import { bothLanguages, ok, pageOf } from './lists';
import { localeOfId } from '../../src/i18n/localeIds';

export function registerCooperateRoutes(app: Application, ctx: MockContext): void {
  const { partners, successCases, agents, incubators } = companyFixtures(ctx.options.seed);
  ctx.publish('companyPartners', bothLanguages(partners));
  ctx.publish('companySuccessCases', bothLanguages(successCases));
  ctx.publish('companyAgents', bothLanguages(agents));
  ctx.publish('companyIncubators', bothLanguages(incubators));

  serve(app, ctx, getCooperationList, ({ query }) => ok(partners[query.language]));

  serve(app, ctx, getSuccCaseList, ({ query }) => {
    const all = successCases[query.language];
    return ok({
      succCaseList: pageOf(all, query.pageIndex, query.pageSize).map(({ title, image, link }) => ({
        title,
        image,
        link,
      })),
      total: all.length,
    });
  });

  serve(app, ctx, getAgentList, ({ query }) => ok(agents[query.language]));
  serve(app, ctx, getIncubatorList, ({ query }) => ok(incubators[query.language]));

  const cases = new Map([...successCases.zh, ...successCases.en].map((item) => [item.id, item]));
  app.get(`${CASES_PAGE}/:id`, (req, res) => {
    const item = cases.get(req.params.id ?? '');
    if (!item) return sendHtml(res, 404, notFoundPage());
    const locale = localeOfId(item.id);
    sendHtml(
      res,
      200,
      renderArticle({
        locale,
        title: item.title,
        meta: locale === 'zh' ? '成功案例' : 'Success story',
        paragraphs: item.paragraphs,
        back: {
          href: '/#/cooperation?succs=1',
          label: locale === 'zh' ? '返回成功案例' : 'Back to success stories',
        },
      }),
    );
  });
}
