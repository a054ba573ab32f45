/** Contact us, customer service, join us and about the company (§2 screens 5 to 7). */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../endpoint.ts';
import { imageUrl, language } from './shared.ts';

export const contactCard = z.object({
  title: z.string(),
  image: imageUrl,
  /** Plain text; lines separated by `\n`. */
  content: z.string(),
});
export type ContactCard = z.infer<typeof contactCard>;

/** Who answers each channel: `…Name` is the person, `…Service` the number to reach them. */
export const customerService = z.object({
  qqName: z.string(),
  /** The chat (QQ) number. */
  qqService: z.string(),
  buyName: z.string(),
  buyService: z.string(),
  beforeName: z.string(),
  beforeService: z.string(),
  afterName: z.string(),
  afterService: z.string(),
  techName: z.string(),
  techService: z.string(),
});
export type CustomerService = z.infer<typeof customerService>;

export const serviceTypes = ['contact', 'tech'] as const;
export type ServiceType = (typeof serviceTypes)[number];

/** A department with up to three open positions; the second and third are absent when not open. */
export const job = z.object({
  title: z.string(),
  content: z.string(),
  position1: z.string(),
  pos1Desc: z.string(),
  position2: z.optional(z.string()),
  pos2Desc: z.optional(z.string()),
  position3: z.optional(z.string()),
  pos3Desc: z.optional(z.string()),
  image: imageUrl,
});
export type Job = z.infer<typeof job>;

/** A titled text with a picture: an office, a block of the about page. */
export const contentBlock = z.object({
  title: z.string(),
  content: z.string(),
  image: imageUrl,
});
export type ContentBlock = z.infer<typeof contentBlock>;

export const joinUsPage = z.object({
  /** The recruitment mailbox. */
  email: z.string(),
  jobList: z.array(job),
  officeList: z.array(contentBlock),
});
export type JoinUsPage = z.infer<typeof joinUsPage>;

/** A key figure of the company ("15+" years of research, …). */
export const keyFigure = z.object({ value: z.string(), label: z.string() });
export type KeyFigure = z.infer<typeof keyFigure>;

/** The about page; the 2008–2024 timeline is the client's own. */
export const aboutPage = z.object({
  title: z.string(),
  slogan: z.string(),
  banner: imageUrl,
  /** The introduction; paragraphs separated by `\n`. */
  introduce: z.string(),
  figureList: z.array(keyFigure),
  blockList: z.array(contentBlock),
});
export type AboutPage = z.infer<typeof aboutPage>;

export const getContactUsList = defineEndpoint({
  name: 'getContactUsList',
  summary: 'The contact cards of the contact page.',
  method: 'POST',
  path: `${PORTAL_API}/about/getContactUsList`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(contactCard)),
  auth: 'public',
  usedBy: ['/contact'],
});

export const getCustomService = defineEndpoint({
  name: 'getCustomService',
  summary:
    'The customer-service contacts: `contact` for the contact page, `tech` for the technical consulting page.',
  method: 'GET',
  path: `${PORTAL_API}/about/getCustomService`,
  query: z.object({ serviceType: z.enum(serviceTypes), ...language }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(customerService),
  auth: 'public',
  usedBy: ['/contact', '/technology'],
});

export const getJoinUs = defineEndpoint({
  name: 'getJoinUs',
  summary: 'The join-us page: departments with their open positions, offices, recruitment mailbox.',
  method: 'POST',
  path: `${PORTAL_API}/about/getJoinUs`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(joinUsPage),
  auth: 'public',
  usedBy: ['/addUs'],
});

export const abouReach = defineEndpoint({
  name: 'abouReach',
  summary: 'The about page: title, introduction, key figures and content blocks.',
  method: 'POST',
  path: `${PORTAL_API}/about/abouReach`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(aboutPage),
  auth: 'public',
  usedBy: ['/reach'],
});
