import type { Application } from 'express';
import type { MockContext } from '../http/context';

/** The /f/eshopping calls: catalogue, cart, addresses, orders, payment, after-sales, invoices. */
export function registerShopRoutes(_app: Application, _ctx: MockContext): void {}
