/** Uploads as a browser sends them: FormData through fetch, the boundary chosen by fetch. */
import { uploadImage } from '../../../src/api/contract/company/upload';
import type { MockServer } from '../support/mockServer';

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

export const png = (name = 'licence.png'): UploadFile => ({
  name,
  bytes: TINY_PNG,
  type: 'image/png',
});

export async function upload(
  mock: MockServer,
  token: string | undefined,
  files: readonly UploadFile[],
  { field = 'fileList', language }: { field?: string; language?: string } = {},
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    );
  }
  const query = language ? `?language=${language}` : '';
  return mock.raw(`${uploadImage.path}${query}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

/** The path of a PNG the token's user uploaded. */
export async function uploadedPath(mock: MockServer, token: string): Promise<string> {
  const answer = await upload(mock, token, [png()]);
  const path = (answer.body as { data: string[] }).data[0];
  if (!path) throw new Error(`upload failed: ${answer.text}`);
  return path;
}
