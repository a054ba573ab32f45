/** Picture uploads: multipart parsing, picture types by content, login, limits, serving back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImage } from '../../../src/api/contract/company/upload';
import { startMock, type MockServer } from '../support/mockServer';
import { png, TINY_PNG, upload } from './uploadHelpers';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const text = (value: string) => new TextEncoder().encode(value);
const GIF = text('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const SVG = text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');

describe('uploading pictures', () => {
  it('answers the path of each picture, in order, and serves it back unchanged', async () => {
    const { token } = mock.createUser();
    const answer = await upload(mock, token, [
      png(),
      { name: 'anim.gif', bytes: GIF, type: 'image/gif' },
      // The client's name and type do not matter: the content does.
      { name: 'drawing.txt', bytes: SVG, type: 'text/plain' },
    ]);
    expect(answer.status).toBe(200);
    const paths = (answer.body as { code: number; data: string[] }).data;
    expect(paths).toHaveLength(3);
    expect(paths[0]).toMatch(/^\/mock-assets\/uploads\/[0-9a-f]{32}\.png$/);
    expect(paths[1]).toMatch(/\.gif$/);
    expect(paths[2]).toMatch(/\.svg$/);
    const served = await fetch(`${mock.url}${paths[0]}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('never lets an uploaded SVG run script or be sniffed as another type', async () => {
    const { token } = mock.createUser();
    const path = (
      (await upload(mock, token, [{ name: 'x.svg', bytes: SVG }])).body as {
        data: string[];
      }
    ).data[0]!;
    const served = await mock.raw(path);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers code 2 without a valid login', async () => {
    const anonymous = await upload(mock, undefined, [png()]);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ code: 2, data: null });
    const { token } = mock.createUser();
    mock.app.mock.sessions.expire(token);
    expect((await upload(mock, token, [png()])).body).toMatchObject({ code: 2 });
  });

  it.each([
    [
      'a text file named .png',
      [{ name: 'fake.png', bytes: text('hello'), type: 'image/png' }],
      415,
      '仅支持 PNG、JPEG、GIF、WebP 或 SVG 图片',
    ],
    [
      'an empty file',
      [{ name: 'empty.png', bytes: new Uint8Array(), type: 'image/png' }],
      422,
      '图片文件为空',
    ],
    ['ten pictures', Array.from({ length: 10 }, () => png()), 400, '一次最多上传 9 张图片'],
  ])('refuses %s with a %i and a message', async (_name, files, status, message) => {
    const { token } = mock.createUser();
    const answer = await upload(mock, token, files);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code: 0, msg: message, data: null });
  });

  it('refuses pictures in another field', async () => {
    const { token } = mock.createUser();
    const answer = await upload(mock, token, [png()], { field: 'file', language: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ msg: 'Choose a picture to upload (field fileList)' });
  });

  it('refuses a body that is not multipart, or is broken', async () => {
    const { token } = mock.createUser();
    const json = await mock.call(uploadImage, { token, body: { fileList: ['x'] } });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ msg: expect.stringContaining('multipart/form-data') });
    const broken = await mock.call(uploadImage, {
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="fileList"; filename="a.png"\r\n\r\nno end',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 0, msg: '上传内容无法解析' });
  });

  it('refuses more than 1 MB with a 413 and keeps serving', async () => {
    const { token } = mock.createUser();
    const big = new Uint8Array(1_200_000);
    big.set(TINY_PNG);
    const answer = await upload(mock, token, [{ name: 'big.png', bytes: big, type: 'image/png' }]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 0, msg: '图片总大小不能超过 1 MB' });
    expect((await upload(mock, token, [png()])).status).toBe(200);
  });

  it('answers an unknown picture with a 404', async () => {
    expect((await mock.raw('/mock-assets/uploads/0000.png')).status).toBe(404);
  });
});
