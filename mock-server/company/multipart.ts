/**
 * A small multipart/form-data reader for the picture upload: the body is read
 * with a byte cap, split on its boundary, and each file is recognised by its
 * first bytes, never by the name or type the client gives it.
 */
import type { Request } from 'express';

export interface FormPart {
  field: string;
  /** Absent for plain fields. */
  fileName: string | undefined;
  data: Buffer;
}

export class BodyTooLarge extends Error {}
export class MalformedBody extends Error {}

/** The boundary of a multipart/form-data content type, or undefined for any other type. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const [type, ...params] = (contentType ?? '').split(';');
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return undefined;
  for (const param of params) {
    const separator = param.indexOf('=');
    if (param.slice(0, separator).trim().toLowerCase() !== 'boundary') continue;
    const boundary = param
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return boundary.length > 0 && boundary.length <= 70 ? boundary : undefined;
  }
  return undefined;
}

/**
 * The whole body, or BodyTooLarge once it passes `limit` bytes. The rest of an
 * oversized body is drained and dropped so the client still reads the answer.
 */
export function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      reject(new BodyTooLarge());
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(new MalformedBody('the upload was interrupted')));
    req.on('aborted', () => reject(new MalformedBody('the upload was interrupted')));
  });
}

function headerParam(header: string, name: string): string | undefined {
  for (const piece of header.split(';').slice(1)) {
    const separator = piece.indexOf('=');
    if (separator < 0 || piece.slice(0, separator).trim().toLowerCase() !== name) continue;
    return piece
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

function parsePart(part: Buffer): FormPart {
  const headerEnd = part.indexOf('\r\n\r\n');
  if (headerEnd < 0) throw new MalformedBody('a part has no header');
  const headers = part.subarray(0, headerEnd).toString('utf8').split('\r\n');
  const disposition = headers.find((line) => line.toLowerCase().startsWith('content-disposition:'));
  const field = disposition && headerParam(disposition, 'name');
  if (!disposition || field === undefined) throw new MalformedBody('a part has no field name');
  return {
    field,
    fileName: headerParam(disposition, 'filename'),
    data: part.subarray(headerEnd + 4),
  };
}

/** The parts of a multipart body, in order. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const opening = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  let cursor = body.indexOf(opening);
  if (cursor < 0) throw new MalformedBody('the body does not contain its boundary');
  cursor += opening.length;
  const parts: FormPart[] = [];
  for (;;) {
    if (body.subarray(cursor, cursor + 2).toString() === '--') return parts;
    if (body.subarray(cursor, cursor + 2).toString() !== '\r\n') {
      throw new MalformedBody('a boundary is not followed by a line break');
    }
    const end = body.indexOf(separator, cursor + 2);
    if (end < 0) throw new MalformedBody('the body ends before its closing boundary');
    parts.push(parsePart(body.subarray(cursor + 2, end)));
    cursor = end + separator.length;
  }
}

export interface ImageType {
  extension: string;
  contentType: string;
}

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  bytes.every((byte, index) => data[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** PNG, JPEG, GIF, WebP or SVG, by content; undefined for anything else. */
export function sniffImage(data: Buffer): ImageType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) {
    return { extension: 'gif', contentType: 'image/gif' };
  }
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  if (head.startsWith('<') && head.toLowerCase().includes('<svg')) {
    return { extension: 'svg', contentType: 'image/svg+xml' };
  }
  return undefined;
}
