import type { Application } from 'express';
import { portalFixtures } from '../../fixtures/portal/index.ts';
import type { MockContext } from '../http/context.ts';
import { registerSiteRoutes } from './siteRoutes.ts';
import { registerMenuRoutes } from './menuRoutes.ts';
import { registerHomeRoutes } from './homeRoutes.ts';
import { registerModuleRoutes } from './moduleRoutes.ts';
import { registerDocRoutes } from './docRoutes.ts';
import { registerDocSite } from './docSite.ts';
import { publishPortal } from './publish.ts';

/** Every /reach/portal/api call except the account ones, and the offline doc site. */
export function registerPortalRoutes(app: Application, ctx: MockContext): void {
  registerSiteRoutes(app, ctx);
  const fixtures = portalFixtures(ctx.options.seed);
  registerMenuRoutes(app, ctx, fixtures);
  registerHomeRoutes(app, ctx, fixtures);
  registerModuleRoutes(app, ctx, fixtures);
  registerDocRoutes(app, ctx, fixtures);
  registerDocSite(app, ctx, fixtures);
  publishPortal(ctx, fixtures);
}
