/** Query fields several routes share (src/lib/queryFields.ts reads them). */
import { matching, integer, query, text } from '../lib/queryFields';

/** A menu id; anything else, the empty text included, is treated as absent. */
export const menuId = matching(/^.{1,64}$/s);

/** A list's 1-based page number; absent (page 1) when malformed. */
export const listPage = integer(1, 10_000);

/** `docUrl` is only a candidate here: the screen frames it only if its origin is allowed. */
export const docSearch = query({ docUrl: text(2000), keyWord: text(100) });
