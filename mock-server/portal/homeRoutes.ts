import type { Application } from 'express';
import {
  getBannerList,
  getHomeNewsList,
  getHomeProductList,
  getHomepageModules,
  getSuccCases,
} from '../../src/api/contract/portal/home';
import type { PortalFixtures } from '../../fixtures/portal';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';
import { ok } from './answer';

/** The home page and the page banners (content-and-profile §2 screen 1, §7). */
export function registerHomeRoutes(
  app: Application,
  ctx: MockContext,
  { home, banners }: PortalFixtures,
): void {
  serve(app, ctx, getHomeNewsList, ({ query }) => ok(home.news[query.language]));
  // An unknown type answers an empty list: the page then shows its built-in default banner.
  serve(app, ctx, getBannerList, ({ query }) =>
    ok(banners.get(query.type)?.[query.language] ?? []),
  );
  serve(app, ctx, getHomepageModules, ({ query }) => ok(home.modules[query.language]));
  serve(app, ctx, getSuccCases, ({ query }) => ok(home.cases[query.language]));
  serve(app, ctx, getHomeProductList, ({ query }) =>
    ok(home.products.get(query.type)?.[query.language] ?? []),
  );
}
