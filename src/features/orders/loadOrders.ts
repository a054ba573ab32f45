import { fetchOrders, type Order } from '../../api/orders';

export interface OrdersData {
  status: number;
  orders: Order[];
  /** The list could not be read (the screen offers to try again). */
  failed: boolean;
}

/** The orders of one status tab. */
export async function loadOrders(status: number): Promise<OrdersData> {
  try {
    return { status, orders: await fetchOrders({ status }), failed: false };
  } catch {
    return { status, orders: [], failed: true };
  }
}
