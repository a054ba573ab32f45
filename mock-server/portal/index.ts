import type { Application } from 'express';
import { portalFixtures } from '../../fixtures/portal';
import type { MockContext } from '../http/context';
import { registerSiteRoutes } from './siteRoutes';
import { registerMenuRoutes } from './menuRoutes';
import { registerHomeRoutes } from './homeRoutes';
import { registerModuleRoutes } from './moduleRoutes';
import { registerDocRoutes } from './docRoutes';
import { registerDocSite } from './docSite';
import { publishPortal } from './publish';

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
