/**
 * The online application (partner, agent, incubator tenant) and the real-name
 * form (§2 screen 13, §5). Both answer code 1 on success, 2 when not logged in
 * and 0 with a message in the request's language when a rule is broken, so the
 * body schemas only bound the sizes and the rules live in the mock's handler.
 */
import * as z from 'zod/mini';
import { defineEndpoint, jsonId, PORTAL_API, portalEnvelope } from '../endpoint';
import { dateTime, language } from './shared';

const text = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
/** An id of a list the form was filled from: text, or a JSON number. */
const listId = z.nullish(jsonId(z.string().check(z.maxLength(40))));

/** 1 partner certification, 2 agent, 3 incubator tenant. */
export const signTypes = [1, 2, 3] as const;
export type SignType = (typeof signTypes)[number];

/** 1 personal, 2 company (spec §9). */
export const managementModes = [1, 2] as const;

/** The first is the default. */
export const companyTypes = ['limitedLiability', 'jointStock', 'soleProprietorship'] as const;
export type CompanyType = (typeof companyTypes)[number];

/** At most this many pictures per form. */
export const MAX_FORM_IMAGES = 9;

/** Paths answered by uploadImage for the caller. */
const imagePaths = z.nullish(
  z.array(z.string().check(z.maxLength(200))).check(z.maxLength(MAX_FORM_IMAGES)),
);

export const applicationForm = z.object({
  /** One of `signTypes`; default 1. */
  signType: z.nullish(z.number()),
  /** The incubator's id for an incubator application (signType 3); otherwise unused. */
  contractTypeId: listId,
  /** Required: an id of getDeviceTypeList, with or without `_en`. */
  deviceTypeId: listId,
  /** Ignored: the server names the device type itself. */
  deviceTypeName: text(100),
  applyName: text(100),
  contactPerson: text(50),
  phoneNum: text(20),
  email: text(100),
  /** One of `managementModes`; default 2. */
  managementMode: z.nullish(z.number()),
  /** Checked when given: 18 characters, the last a digit or X. */
  idCardNum: text(30),
  /** One of `companyTypes`; default the first. */
  companyType: text(40),
  expectArea: text(100),
  province: text(50),
  city: text(50),
  district: text(50),
  addr: text(200),
  website: text(200),
  /** Required: a business manager's id from getBusinessConsult. */
  businessPerId: listId,
  /** Ignored: the server takes the manager's name from the office list. */
  businessPerName: text(50),
  postscript: text(500),
  imgList: imagePaths,
});
export type ApplicationForm = z.infer<typeof applicationForm>;

export const realNameForm = z.object({
  contactPerson: text(50),
  phoneNum: text(20),
  email: text(100),
  addr: text(200),
  postscript: text(500),
  /** Required: the business licence and identity pictures. */
  imgList: imagePaths,
});
export type RealNameForm = z.infer<typeof realNameForm>;

/** What a successful submission answers. Failures carry `data: null`. */
export const submissionReceipt = z.object({
  id: z.string(),
  /** Reviews are not part of the product: a submission stays pending. */
  status: z.literal('pending'),
  createDate: dateTime,
});
export type SubmissionReceipt = z.infer<typeof submissionReceipt>;

export const applyOnlineSign = defineEndpoint({
  name: 'applyOnlineSign',
  summary:
    'Submits an application (code 1); code 2 when not logged in, code 0 with the broken rule otherwise. One pending application per programme and user.',
  method: 'POST',
  path: `${PORTAL_API}/cooperate/applyOnlineSign`,
  query: z.object(language),
  bodyKind: 'json',
  body: applicationForm,
  result: portalEnvelope(z.nullable(submissionReceipt)),
  // Public so that "not logged in" is the documented code 2 of this call, answered by the handler.
  auth: 'public',
  usedBy: ['/contract', '/applyAgent'],
});

export const realNameAuth = defineEndpoint({
  name: 'realNameAuth',
  summary:
    "Submits the real-name form (code 1), replacing the caller's pending one; code 2 when not logged in, code 0 with the broken rule otherwise.",
  method: 'POST',
  path: `${PORTAL_API}/cooperate/realNameAuth`,
  query: z.object(language),
  bodyKind: 'json',
  body: realNameForm,
  result: portalEnvelope(z.nullable(submissionReceipt)),
  auth: 'public',
  usedBy: ['/realName'],
});
