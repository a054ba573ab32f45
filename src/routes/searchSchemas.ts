/**
 * Every route's query, as zod schemas (spec: each route's search is validated so its params are
 * typed end to end). A malformed value falls back to absent or empty, never an error. This module
 * loads on the first route that has a query (`lazySearch.ts`), so the landing page ships no zod.
 */
import * as z from 'zod/mini';
import { cartSearch } from '../features/cart/cartSearch';
import { ordersSearch } from '../features/orders/ordersSearch';

/** An in-app path the login returns to: `/…`, never `//…` (another host). */
const inAppPath = z
  .string()
  .check(z.refine((path) => path.startsWith('/') && !path.startsWith('//')));

const loginSearch = z.object({
  /** `wx` opens the messaging-app QR login instead of the password form. */
  lgin: z.catch(z.optional(z.string().check(z.maxLength(32))), undefined),
  /** Where a guard was sending the user; after login the screen goes there. */
  redirect: z.catch(z.optional(inAppPath), undefined),
  /** The one-time code the messaging-app QR page returns with. */
  code: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
  /** The login's `state` that came back with the code (src/domain/wechatLoginState.ts). */
  state: z.catch(z.optional(z.string().check(z.maxLength(128))), undefined),
});

/** `changepwd` (true, 'true' or '1') opens the change-password dialog at once. */
const profileSearch = z.object({
  changepwd: z.catch(
    z.optional(
      z.pipe(
        z.union([z.boolean(), z.string()]),
        z.transform((value) => value === true || value === 'true' || value === '1'),
      ),
    ),
    undefined,
  ),
});

/**
 * Ids are text (`1001`, `1001_en`); a number from a link built in code is taken as text.
 * Anything else falls back to empty: "product not found".
 */
const recordIdParam = z.catch(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value).slice(0, 64)),
  ),
  '',
);

/** A menu id in the query; anything else is treated as absent. */
const menuIdParam = z.catch(
  z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  undefined,
);

// Ids are text; a number (from a link built in code) is accepted too.
const optionalId = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
  ),
  undefined,
);

// `succs` selects the success cases tab whatever its value (`succs=true`, `succs=1`, `succs`).
const presence = z.catch(z.optional(z.union([z.string(), z.number(), z.boolean()])), undefined);

const pageNumber = z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined);

/** A 1-based page number; absent (page 1) when malformed. */
const page = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  undefined,
);
/** Free text, at most `max` characters; anything else is dropped. */
const text = (max: number) =>
  z.catch(z.optional(z.coerce.string().check(z.maxLength(max))), undefined);

/** `docUrl` is only a candidate here: the screen frames it only if its origin is allowed. */
const docSearch = z.object({ docUrl: text(2000), keyWord: text(100) });

/** The schemas by route path. */
export const searchSchemas = {
  '/loginn': loginSearch,
  '/userDetail': profileSearch,
  '/goodsDeil': z.object({ id: recordIdParam, modeId: recordIdParam }),
  '/cartView': cartSearch,
  '/buyTab': ordersSearch,
  '/produceSeries': z.object({ routerId: menuIdParam }),
  '/addValue': z.object({ serviceTypeId: menuIdParam }),
  '/solve': z.object({ solutionTypeId: menuIdParam }),
  '/cooperation': z.object({ succs: presence, page: pageNumber }),
  '/contract': z.object({ incubatorId: optionalId }),
  '/videoView': z.object({ page, gatherId: text(40), keyWord: text(100) }),
  '/news': z.object({ page, keyWord: text(100) }),
  '/doc': z.object({ page, deviceType: text(40) }),
  '/updView': z.object({ deviceType: text(40) }),
  '/docCenter': docSearch,
  '/helpCenter': docSearch,
};

export type SearchSchemas = typeof searchSchemas;
