import type { Application } from 'express';
import type { MockContext } from '../http/context';
import { registerSiteRoutes } from './siteRoutes';

/** Every /reach/portal/api call except the account ones. */
export function registerPortalRoutes(app: Application, ctx: MockContext): void {
  registerSiteRoutes(app, ctx);
}
