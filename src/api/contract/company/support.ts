/** Business consulting, device types and the download page (§2 screens 5, 9 and 10). */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../endpoint';
import { dateTime, imageUrl, language, paging } from './shared';

/** A regional business office and its business manager. */
export const businessOffice = z.object({
  /** English ids carry `_en`. */
  id: z.string(),
  title: z.string(),
  addr: z.string(),
  /** The office's landline. */
  phone: z.string(),
  image: imageUrl,
  /** The business manager's name, as shown. */
  contacts: z.string(),
  /** The business manager's id: what the application form sends as `businessPerId`. */
  businessPerId: z.string(),
  /** The business manager's mobile number. */
  mobile: z.string(),
  email: z.string(),
});
export type BusinessOffice = z.infer<typeof businessOffice>;

export const deviceType = z.object({
  /** English ids carry `_en`. */
  id: z.string(),
  typeName: z.string(),
});
export type DeviceType = z.infer<typeof deviceType>;

export const downloadFile = z.object({
  /** Shown as the link text, with its extension. */
  fileName: z.string(),
  createDate: dateTime,
  /** Opened in the browser; it needs a login unless `needLogin` is false. */
  filePath: z.string(),
  needLogin: z.boolean(),
});
export type DownloadFile = z.infer<typeof downloadFile>;

export const downloadPage = z.object({ downloadList: z.array(downloadFile), total: z.number() });
export type DownloadPage = z.infer<typeof downloadPage>;

export const getBusinessConsult = defineEndpoint({
  name: 'getBusinessConsult',
  summary: 'The regional business offices with their business managers.',
  method: 'POST',
  otherMethod: { method: 'GET', routes: ['/howBuy'] },
  path: `${PORTAL_API}/support/getBusinessConsult`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(businessOffice)),
  auth: 'public',
  usedBy: ['/contact', '/business', '/howBuy', '/contract', '/applyAgent', '/sendDd'],
});

export const getDeviceTypeList = defineEndpoint({
  name: 'getDeviceTypeList',
  summary: 'The device types (download filter, application form).',
  method: 'GET',
  otherMethod: { method: 'POST', routes: ['/doc'] },
  path: `${PORTAL_API}/support/getDeviceTypeList`,
  query: z.object(language),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(deviceType)),
  auth: 'public',
  usedBy: ['/doc', '/updView', '/contract', '/applyAgent'],
});

export const getDownloadList = defineEndpoint({
  name: 'getDownloadList',
  summary:
    'A page of downloadable documents, newest first, of one device type (`deviceType`, with or without `_en`; a type it no longer has answers an empty page) or of all.',
  method: 'GET',
  path: `${PORTAL_API}/support/getDownloadList`,
  query: z.object({
    ...paging,
    deviceType: z.optional(z.string().check(z.maxLength(40))),
    ...language,
  }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(downloadPage),
  auth: 'public',
  usedBy: ['/doc'],
});
