/** The cart page's data: the cart, the buy-now basket, or the unpaid order to pay. */
import type { CheckoutItem, CheckoutMode } from '../../../machines/checkoutTypes';
import { fetchCart } from '../../api/cart';
import { fetchProduct } from '../../api/catalogue';
import { fetchOrders } from '../../api/orders';
import { storedLocale } from '../../lib/storage';
import { readBuyNow } from './buyNowStore';
import { fromCartItem, fromOrderLine, fromProduct } from './checkoutItems';

export interface CheckoutData {
  mode: CheckoutMode;
  /** The unpaid order's number; a new checkout draws its own. */
  orderId: string | undefined;
  items: CheckoutItem[];
  /** The data could not be read (the screen offers to try again). */
  failed: boolean;
}

async function loadItems(
  type: 'nowCart' | 'unpaid' | undefined,
  orderId: string | undefined,
): Promise<Omit<CheckoutData, 'failed'>> {
  if (type === 'unpaid' && orderId) {
    const [order] = await fetchOrders({ orderId });
    if (!order || order.orderStatus !== 9) return { mode: 'payUnpaid', orderId, items: [] };
    const products = await Promise.all(
      order.cartList.map((line) => fetchProduct(line.productId).catch(() => undefined)),
    );
    const items = order.cartList.map((line, index) => fromOrderLine(line, products[index]));
    return { mode: 'payUnpaid', orderId, items };
  }
  if (type === 'nowCart') {
    const entries = readBuyNow();
    const products = await Promise.all(entries.map((entry) => fetchProduct(entry.id)));
    const items = entries.flatMap((entry, index) => {
      const product = products[index];
      return product ? [fromProduct(product, entry.quantity)] : [];
    });
    return { mode: 'buyNow', orderId: undefined, items };
  }
  const rows = await fetchCart(storedLocale());
  return { mode: 'cart', orderId: undefined, items: rows.map(fromCartItem) };
}

export async function loadCheckout(search: {
  type?: 'nowCart' | 'unpaid' | undefined;
  orderId?: string | undefined;
}): Promise<CheckoutData> {
  try {
    return { ...(await loadItems(search.type, search.orderId)), failed: false };
  } catch {
    const mode: CheckoutMode =
      search.type === 'nowCart' ? 'buyNow' : search.type === 'unpaid' ? 'payUnpaid' : 'cart';
    return { mode, orderId: search.orderId, items: [], failed: true };
  }
}
