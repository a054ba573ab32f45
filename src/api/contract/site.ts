import * as z from 'zod/mini';
import { defineEndpoint, envelope, localeParam } from './endpoint';

export const languageOption = z.object({
  languageValue: z.string(),
  languageLabel: z.string(),
});
export type LanguageOption = z.infer<typeof languageOption>;

export const siteInfo = z.object({
  logoUrl: z.string(),
  /** Company description; plain text. */
  content: z.string(),
  qrCode: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const getLanguages = defineEndpoint({
  method: 'GET',
  path: '/reach/portal/api/homepage/getLanguages',
  query: z.object({}),
  result: envelope(z.array(languageOption)),
});

export const getLogo = defineEndpoint({
  method: 'POST',
  path: '/reach/portal/api/homepage/getLogo',
  query: z.object({ language: localeParam }),
  result: envelope(siteInfo),
});
