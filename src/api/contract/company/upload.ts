/** Picture uploads for the application and real-name forms. */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, PORTAL_API, portalEnvelope } from '../endpoint';
import { language } from './shared';

/** The multipart field holding the pictures. */
export const UPLOAD_FIELD = 'fileList';
/** Pictures per request. */
export const MAX_UPLOAD_FILES = 9;
/** The whole request, as the app's body limit. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

export const uploadImage = defineEndpoint({
  name: 'uploadImage',
  summary: `Stores the pictures of the multipart field \`${UPLOAD_FIELD}\` (PNG, JPEG, GIF, WebP or SVG; up to ${MAX_UPLOAD_FILES}, 1 MB in all) for the caller and answers their paths, in order; the paths are what the forms send in \`imgList\`.`,
  method: 'POST',
  path: `${PORTAL_API}/file/uploadImage`,
  /** The language of the failure messages. */
  query: z.object(language),
  bodyKind: 'multipart',
  body: noBody,
  result: portalEnvelope(z.array(z.string())),
  auth: 'user',
  usedBy: ['/contract', '/applyAgent'],
});
