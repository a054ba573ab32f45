import type { Application } from 'express';
import type { MockContext } from '../http/context';
import { registerApplicationRoutes } from './applications';
import { registerCooperateRoutes } from './cooperate';
import { registerFirmwareRoutes } from './firmware';
import { registerMediaRoutes } from './media';
import { registerPageRoutes } from './pages';
import { registerPurchaseRequestRoutes } from './purchaseRequests';
import { registerSupportRoutes } from './support';
import { registerUploadRoutes } from './uploads';

/** About, support, cooperation, uploads and the real-name form. */
export function registerCompanyRoutes(app: Application, ctx: MockContext): void {
  registerMediaRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerFirmwareRoutes(app, ctx);
  registerCooperateRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
  registerPurchaseRequestRoutes(app, ctx);
}
