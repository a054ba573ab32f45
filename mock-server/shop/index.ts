import type { Application } from 'express';
import type { MockContext } from '../http/context.ts';
import { registerAddressRoutes } from './addressRoutes.ts';
import { registerAfterSalesRoutes } from './afterSalesRoutes.ts';
import { registerCartRoutes } from './cartRoutes.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import { registerShopDevActions } from './devActions.ts';
import { createOrderFlow } from './orderFlow.ts';
import { registerOrderRoutes } from './orderRoutes.ts';
import { registerPaymentPages } from './paymentPages.ts';
import { registerPaymentRoutes } from './paymentRoutes.ts';
import { registerReceiptRoutes } from './receiptRoutes.ts';
import { seedDemoShop } from './seedDemo.ts';
import { createShopState } from './state.ts';

/** The /f/eshopping calls: catalogue, cart, addresses, orders, payment, after-sales, invoices. */
export function registerShopRoutes(app: Application, ctx: MockContext): void {
  const state = createShopState(ctx);
  const flow = createOrderFlow(state);
  registerCatalogueRoutes(app, state);
  registerCartRoutes(app, state);
  registerAddressRoutes(app, state);
  registerOrderRoutes(app, state);
  registerPaymentRoutes(app, state, flow);
  registerPaymentPages(app, state, flow);
  registerAfterSalesRoutes(app, state, flow);
  registerReceiptRoutes(app, state);
  registerShopDevActions(app, state, flow);
  seedDemoShop(state);
}
