/** Query pieces and field kinds the portal calls share. */
import * as z from 'zod/mini';
import { localeParam } from '../endpoint.ts';

/** For calls the spec lists without a language: absent means Chinese, the default locale. */
export const optionalLanguage = { language: z._default(localeParam, 'zh') };

/** A menu or page id as the app stores it (`routerId`, `serviceTypeId`...); English ids end in `_en`. */
export const pageId = z.string().check(z.minLength(1), z.maxLength(64));

/** Dates are `YYYY-MM-DD HH:mm:ss`, China time. */
export const dateTime = z.string();

/** A picture URL served by the mock (`/mock-assets/...`). */
export const imageUrl = z.string();

/** A route of the app (with its query), e.g. `/produceSeries?routerId=p11`. */
export const appLink = z.string();
