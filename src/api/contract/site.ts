import * as z from 'zod/mini';
import { defineEndpoint, localeParam, noBody, noQuery, portalEnvelope } from './endpoint.ts';
import { firstLoadCalls } from './firstLoadCalls.ts';

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
  name: 'getLanguages',
  summary: 'The languages the site offers.',
  ...firstLoadCalls.getLanguages,
  query: noQuery,
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(languageOption)),
  auth: 'public',
  usedBy: ['shell'],
});

export const getLogo = defineEndpoint({
  name: 'getLogo',
  summary: "The footer's logo, company description and QR code.",
  ...firstLoadCalls.getLogo,
  query: z.object({ language: localeParam }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(siteInfo),
  auth: 'public',
  usedBy: ['shell'],
});
