/** Picture uploads: stored per user, served back by their unguessable path. */
import type { Application, Request } from 'express';
import { randomBytes } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_FIELD,
  uploadImage,
} from '../../src/api/contract/company/upload';
import type { Locale } from '../../src/i18n/locales';
import { chinaDateTime } from '../../fixtures/company/common';
import type { MockContext } from '../http/context';
import { MockError, sendError } from '../http/errors';
import { serve } from '../http/serve';
import { ok } from './lists';
import {
  BodyTooLarge,
  boundaryOf,
  MalformedBody,
  parseMultipart,
  readBody,
  sniffImage,
} from './multipart';
import { UPLOADS, UPLOADS_PATH, type UploadRecord } from './records';

const MESSAGES = {
  notMultipart: {
    zh: '请以 multipart/form-data 格式上传图片',
    en: 'Send the pictures as multipart/form-data',
  },
  tooLarge: { zh: '图片总大小不能超过 1 MB', en: 'The pictures must not exceed 1 MB in all' },
  malformed: { zh: '上传内容无法解析', en: 'The upload could not be read' },
  noFile: {
    zh: `请选择要上传的图片（字段 ${UPLOAD_FIELD}）`,
    en: `Choose a picture to upload (field ${UPLOAD_FIELD})`,
  },
  tooMany: {
    zh: `一次最多上传 ${MAX_UPLOAD_FILES} 张图片`,
    en: `Upload at most ${MAX_UPLOAD_FILES} pictures at a time`,
  },
  empty: { zh: '图片文件为空', en: 'A picture file is empty' },
  notImage: {
    zh: '仅支持 PNG、JPEG、GIF、WebP 或 SVG 图片',
    en: 'Only PNG, JPEG, GIF, WebP or SVG pictures are accepted',
  },
} satisfies Record<string, Record<Locale, string>>;

const fail = (status: number, message: Record<Locale, string>, language: Locale) =>
  new MockError(status, message[language]);

async function readParts(req: Request, language: Locale) {
  const boundary = boundaryOf(req.get('content-type'));
  if (!boundary) throw fail(400, MESSAGES.notMultipart, language);
  try {
    return parseMultipart(await readBody(req, MAX_UPLOAD_BYTES), boundary);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw fail(413, MESSAGES.tooLarge, language);
    if (error instanceof MalformedBody) throw fail(400, MESSAGES.malformed, language);
    throw error;
  }
}

export function registerUploadRoutes(app: Application, ctx: MockContext): void {
  const uploads = ctx.store.collection<UploadRecord>(UPLOADS);

  serve(app, ctx, uploadImage, async ({ query, req, user }) => {
    const owner = user();
    const { language } = query;
    const files = (await readParts(req, language)).filter(
      (part) => part.field === UPLOAD_FIELD && part.fileName !== undefined,
    );
    if (files.length === 0) throw fail(400, MESSAGES.noFile, language);
    if (files.length > MAX_UPLOAD_FILES) throw fail(400, MESSAGES.tooMany, language);
    // A file the shop cannot take is 415/422, not 400: its message is for the visitor, who is
    // shown it (content-and-profile §8 "upload failure shows the server message"), while a 400
    // is a malformed request, told generically (docs/decisions.md "A picture the shop cannot take").
    const accepted = files.map((file) => {
      if (file.data.length === 0) throw fail(422, MESSAGES.empty, language);
      const type = sniffImage(file.data);
      if (!type) throw fail(415, MESSAGES.notImage, language);
      return { file, type };
    });
    // Stored only once every file passed, so a refused upload leaves nothing behind.
    const paths = accepted.map(({ file, type }) => {
      const record = uploads.insert({
        id: `${randomBytes(16).toString('hex')}.${type.extension}`,
        userId: owner.id,
        fileName: (file.fileName ?? '').slice(0, 200),
        contentType: type.contentType,
        size: file.data.length,
        base64: file.data.toString('base64'),
        createDate: chinaDateTime(new Date(ctx.now())),
      });
      return `${UPLOADS_PATH}/${record.id}`;
    });
    return ok(paths);
  });

  // Served to whoever has the path, as an <img> sends no token; the path is unguessable.
  app.get(`${UPLOADS_PATH}/:id`, (req, res) => {
    const record = uploads.get(req.params.id ?? '');
    if (!record) return sendError(res, req.path, 404, `no upload ${req.path}`, 404);
    res
      .status(200)
      .type(record.contentType)
      .set({
        // An uploaded SVG could carry script: never let it run, nor be sniffed as something else.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=86400',
      })
      .send(Buffer.from(record.base64, 'base64'));
  });
}
