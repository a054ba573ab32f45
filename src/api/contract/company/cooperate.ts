/** Cooperation and ecology: partners, success cases, agents, incubators (§2 screens 11 and 12). */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../endpoint';
import { imageUrl, language, paging } from './shared';

export const partner = z.object({
  /** The logo. */
  image: imageUrl,
  /** The logo's alternative text. */
  name: z.string(),
});
export type Partner = z.infer<typeof partner>;

export const successCase = z.object({
  title: z.string(),
  image: imageUrl,
  /** The case study page, in its language. */
  link: z.string(),
});
export type SuccessCase = z.infer<typeof successCase>;

export const succCasePage = z.object({ succCaseList: z.array(successCase), total: z.number() });
export type SuccCasePage = z.infer<typeof succCasePage>;

export const agent = z.object({
  city: z.string(),
  /** Surname and title only ("张先生"). */
  applyPerson: z.string(),
  /** Masked: `138****5678`. */
  phoneNumber: z.string(),
});
export type Agent = z.infer<typeof agent>;

export const incubator = z.object({
  /** English ids carry `_en`; the application form sends it as `contractTypeId`. */
  id: z.string(),
  /** Spelled so by the backend. */
  tiltle: z.string(),
  content: z.string(),
  addr: z.string(),
  /** Free work stations. */
  stationNum: z.number(),
  siteType: z.string(),
  siteDescript: z.string(),
  /** 1 takes applications, 0 is full. */
  status: z.union([z.literal(0), z.literal(1)]),
  imgList: z.array(z.object({ img: imageUrl })),
});
export type Incubator = z.infer<typeof incubator>;

export const getCooperationList = defineEndpoint({
  name: 'getCooperationList',
  summary: 'The partners, as logos.',
  method: 'GET',
  path: `${PORTAL_API}/cooperate/getCooperationList`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(partner)),
  auth: 'public',
  usedBy: ['/cooperation'],
});

export const getSuccCaseList = defineEndpoint({
  name: 'getSuccCaseList',
  summary: 'A page of success cases, each linking to its case study page.',
  method: 'GET',
  path: `${PORTAL_API}/cooperate/getSuccCaseList`,
  query: z.object({ ...paging, ...language }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(succCasePage),
  auth: 'public',
  usedBy: ['/cooperation'],
});

export const getAgentList = defineEndpoint({
  name: 'getAgentList',
  summary: 'The signed agents by city, phone numbers masked (the page keeps the table hidden).',
  method: 'GET',
  path: `${PORTAL_API}/cooperate/getAgentList`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(agent)),
  auth: 'public',
  usedBy: ['/agent'],
});

export const getIncubatorList = defineEndpoint({
  name: 'getIncubatorList',
  summary: 'The incubators (maker spaces) a tenant can apply to.',
  method: 'POST',
  path: `${PORTAL_API}/cooperate/getIncubatorList`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(incubator)),
  auth: 'public',
  usedBy: ['/incubator'],
});
