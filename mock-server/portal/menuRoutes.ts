import type { Application } from 'express';
import {
  getMenuBanner,
  getProductMenu,
  getServiceMenu,
  getSolutionMenu,
} from '../../src/api/contract/portal/menu';
import type { PortalFixtures } from '../../fixtures/portal';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';
import { ok } from './answer';

/** The header's mega-menus and their adverts (shop-and-shell §2.2, §7 "Shell and site"). */
export function registerMenuRoutes(
  app: Application,
  ctx: MockContext,
  { menus }: PortalFixtures,
): void {
  serve(app, ctx, getProductMenu, ({ query }) => ok(menus.product[query.language]));
  serve(app, ctx, getServiceMenu, ({ query }) => ok(menus.service[query.language]));
  serve(app, ctx, getSolutionMenu, ({ query }) => ok(menus.solution[query.language]));
  // An id the menu does not have is not an error: the panel simply shows no advert.
  serve(app, ctx, getMenuBanner, ({ query }) =>
    ok(menus.banners[query.type].get(query.menuId) ?? null),
  );
}
