import type { Application } from 'express';
import type { MockContext } from '../http/context';
import { registerAddressRoutes } from './addressRoutes';
import { registerAfterSalesRoutes } from './afterSalesRoutes';
import { registerCartRoutes } from './cartRoutes';
import { registerCatalogueRoutes } from './catalogueRoutes';
import { registerShopDevActions } from './devActions';
import { createOrderFlow } from './orderFlow';
import { registerOrderRoutes } from './orderRoutes';
import { registerPaymentPages } from './paymentPages';
import { registerPaymentRoutes } from './paymentRoutes';
import { registerReceiptRoutes } from './receiptRoutes';
import { seedDemoShop } from './seedDemo';
import { createShopState } from './state';

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
