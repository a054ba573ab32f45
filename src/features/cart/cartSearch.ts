import * as z from 'zod/mini';

/**
 * /cartView's query: `type=nowCart` is buy-now (spec §2.1); `type=unpaid` with
 * `orderId` pays an unpaid order from "My orders" (docs/decisions/orders-screens.md).
 */
export const cartSearch = z.object({
  type: z.catch(z.optional(z.enum(['nowCart', 'unpaid'])), undefined),
  orderId: z.catch(z.optional(z.string().check(z.regex(/^\d{18}$/))), undefined),
});
