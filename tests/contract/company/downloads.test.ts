/** The download list and the documents: paging, the device-type filter, who may download. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getDownloadList,
  type DownloadFile,
  type DownloadPage,
} from '../../../src/api/contract/company/support';
import { startMock, type MockServer } from '../support/mockServer';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const list = async (query: Record<string, string | number>) => {
  const answer = await mock.call(getDownloadList, { query: { pageSize: 6, ...query } });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { data: DownloadPage }).data;
};

async function allFiles(language: 'zh' | 'en'): Promise<DownloadFile[]> {
  const { total } = await list({ pageIndex: 1, language });
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(total / 6) }, (_, index) =>
      list({ pageIndex: index + 1, language }),
    ),
  );
  return pages.flatMap((page) => page.downloadList);
}

describe('the download list', () => {
  it('pages every document by 6, newest first, and ends with a short page', async () => {
    const files = await allFiles('zh');
    const { total } = await list({ pageIndex: 1 });
    expect(files).toHaveLength(total);
    expect(total).toBeGreaterThan(12);
    const dates = files.map((file) => file.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(files.map((file) => file.filePath)).size).toBe(total);
  });

  it('filters by device type, with or without _en', async () => {
    const dtu = await list({ pageIndex: 1, deviceType: '1', language: 'zh' });
    expect(dtu.total).toBeGreaterThanOrEqual(4);
    expect(dtu.downloadList.every((file) => file.fileName.startsWith('RC-D410'))).toBe(true);
    const en = await list({ pageIndex: 1, deviceType: '1_en', language: 'en' });
    expect(en.total).toBe(dtu.total);
    expect(en.downloadList[0]?.fileName).toMatch(/^RC-D410 4G DTU [A-Z]/);
    expect(await list({ pageIndex: 1, deviceType: '1', language: 'en' })).toEqual(en);
  });

  it('answers an empty page for a device type it no longer has (a link kept from before)', async () => {
    for (const deviceType of ['zz', '99', '99_en']) {
      expect(await list({ pageIndex: 1, deviceType, language: 'zh' })).toEqual({
        downloadList: [],
        total: 0,
      });
    }
  });

  it('marks exactly one document as downloadable without login', async () => {
    const open = (await allFiles('zh')).filter((file) => !file.needLogin);
    expect(open).toHaveLength(1);
    expect(open[0]?.fileName).toContain('使用说明书');
  });

  it.each([
    [{ pageIndex: 'x' }, 'pageIndex'],
    [{ pageIndex: 1, pageSize: -6 }, 'pageSize'],
  ])('refuses %o with a 400 naming %s', async (query, name) => {
    const answer = await mock.call(getDownloadList, { query: { pageSize: 6, ...query } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining(name) });
  });
});

describe('downloading a document', () => {
  const firstLocked = async () =>
    (await allFiles('zh')).find((file) => file.needLogin && file.filePath.endsWith('.pdf'))!;

  it('serves the public usage document to anyone, as a PDF named after the file', async () => {
    const open = (await allFiles('en')).find((file) => !file.needLogin)!;
    const answer = await mock.raw(open.filePath);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(open.fileName)}`,
    );
    expect(answer.text.startsWith('%PDF-1.4')).toBe(true);
  });

  it('refuses the others without a valid login: 401 with code 2', async () => {
    const locked = await firstLocked();
    const anonymous = await mock.raw(locked.filePath);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 2, msg: '请登录后再下载该文件', data: null });
    const { token } = mock.createUser();
    mock.app.mock.sessions.expire(token);
    const expired = await mock.raw(locked.filePath, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.status).toBe(401);
    const forged = await mock.raw(`${locked.filePath}?token=not-a-token`);
    expect(forged.status).toBe(401);
  });

  it('answers in English for an English document', async () => {
    const locked = (await allFiles('en')).find((file) => file.needLogin)!;
    expect((await mock.raw(locked.filePath)).body).toMatchObject({
      code: 2,
      msg: 'Please log in to download this file',
    });
  });

  it('accepts the token as Bearer, as ?token= or as the access_token cookie', async () => {
    const locked = await firstLocked();
    const { token } = mock.createUser();
    const ways: RequestInit[] = [
      { headers: { authorization: `Bearer ${token}` } },
      { headers: { cookie: `lang=zh; access_token=${token}` } },
    ];
    for (const init of ways) expect((await mock.raw(locked.filePath, init)).status).toBe(200);
    const byQuery = await mock.raw(`${locked.filePath}?token=${token}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.headers.get('cache-control')).toContain('no-store');
  });

  it('generates a well-formed PDF: the cross-reference table points at its objects', async () => {
    const { token } = mock.createUser();
    const pdf = (
      await mock.raw((await firstLocked()).filePath, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text;
    const start = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const offsets = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj`)),
    );
  });

  it('serves release notes as UTF-8 text in their language', async () => {
    const { token } = mock.createUser();
    const notes = (await allFiles('zh')).find((file) => file.filePath.endsWith('.txt'))!;
    const answer = await mock.raw(notes.filePath, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.text).toContain('固件更新日志');
  });

  it('answers an unknown file with a 404 envelope', async () => {
    const answer = await mock.raw('/__mock/files/d999.pdf');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ msg: expect.stringContaining('d999.pdf') });
  });
});
