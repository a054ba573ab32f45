/** Query pieces the company calls share: the language and the paging of the list pages. */
import * as z from 'zod/mini';
import { localeParam, queryInt } from '../endpoint.ts';

/** The stored locale; a call without it answers in Chinese, the default locale. */
export const language = { language: z._default(localeParam, 'zh') };

export { PAGE_SIZE } from '../listPaging.ts';

/** 1-based page number and page size; a page past the last answers an empty list. */
export const paging = {
  pageIndex: queryInt.check(z.gte(1)),
  pageSize: queryInt.check(z.gte(1), z.lte(50)),
};

/** Literal text search (not a pattern); empty or absent means no filter. */
export const keyWord = z.optional(z.string().check(z.maxLength(100)));

/** Dates are `YYYY-MM-DD HH:mm:ss`, China time. */
export const dateTime = z.string();

/** A picture URL served by the mock (`/mock-assets/...`). */
export const imageUrl = z.string();
