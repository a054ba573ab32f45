import type { Application } from 'express';
import type { MockContext } from '../http/context.ts';
import { registerApplicationRoutes } from './applications.ts';
import { registerCooperateRoutes } from './cooperate.ts';
import { registerFirmwareRoutes } from './firmware.ts';
import { registerMediaRoutes } from './media.ts';
import { registerPageRoutes } from './pages.ts';
import { registerPurchaseRequestRoutes } from './purchaseRequests.ts';
import { registerSupportRoutes } from './support.ts';
import { registerUploadRoutes } from './uploads.ts';

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
