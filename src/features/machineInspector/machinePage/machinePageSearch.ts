import * as z from 'zod/mini';

/**
 * The machine page's query, checked like every route's (src/routes/searchSchemas.ts): `sim`, the
 * simulation encoded in the address, for its panel to read back; anything else is dropped.
 */
export const machinePageSearch = z.object({
  sim: z.catch(z.optional(z.string().check(z.maxLength(8000))), undefined),
});
