import { matching, oneOf, query } from '../../lib/queryFields';

/**
 * /cartView's query: `type=nowCart` is buy-now (spec §2.1); `type=unpaid` with
 * `orderId` pays an unpaid order from "My orders" (docs/decisions/orders-screens.md).
 */
export const cartSearch = query({
  type: oneOf(['nowCart', 'unpaid']),
  orderId: matching(/^\d{18}$/),
});
