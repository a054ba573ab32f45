import type { Application } from 'express';
import {
  getAirlandList,
  getDataSerList,
  getModuleProductList,
  getPaasList,
  getSolutionList,
  type ContentBlock,
} from '../../src/api/contract/portal/module';
import type { Locale } from '../../src/i18n/locales';
import type { PortalFixtures } from '../../fixtures/portal';
import { type Bi } from '../../fixtures/portal/text';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';
import { ok } from './answer';
import { baseId, localeOfId } from '../../src/i18n/localeIds';

/**
 * The blocks of a page by the id the app stored. Like a backend filtering on
 * both id and language, an id of the other language (`p11` with `en`) finds
 * nothing; an unknown id finds nothing either, and the page shows its placeholder.
 */
function blocksOf(
  pages: ReadonlyMap<string, Bi<ContentBlock[]>>,
  id: string,
  language: Locale,
): ContentBlock[] {
  if (localeOfId(id) !== language) return [];
  return pages.get(baseId(id))?.[language] ?? [];
}

/** The content pages (content-and-profile §2 screen 2, §7 `module/*`). */
export function registerModuleRoutes(
  app: Application,
  ctx: MockContext,
  { pages, airland, paas }: PortalFixtures,
): void {
  serve(app, ctx, getModuleProductList, ({ query }) =>
    ok(blocksOf(pages.product, query.productTypeId, query.language)),
  );
  serve(app, ctx, getDataSerList, ({ query }) =>
    ok(blocksOf(pages.service, query.serviceTypeId, query.language)),
  );
  serve(app, ctx, getSolutionList, ({ query }) =>
    ok(blocksOf(pages.solution, query.solutionTypeId, query.language)),
  );
  serve(app, ctx, getAirlandList, ({ query }) => ok(airland[query.language]));
  serve(app, ctx, getPaasList, ({ query }) => ok(paas[query.language]));
}
