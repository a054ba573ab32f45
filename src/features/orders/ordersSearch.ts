import * as z from 'zod/mini';

/** /buyTab's query: the status tab 0..9; 0 (not shipped) when absent. */
export const ordersSearch = z.object({
  status: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(9))), undefined),
});
