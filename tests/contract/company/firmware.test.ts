/** Firmware updates (/updView): the release list by device type, the update check, the files. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkFirmware,
  getFirmwareList,
  type FirmwarePackage,
} from '../../../src/api/contract/company/firmware';
import { startMock, type MockServer } from '../support/mockServer';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const list = async (query: Record<string, string>) => {
  const answer = await mock.call(getFirmwareList, { query });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { code: number; data: FirmwarePackage[] }).data;
};

const check = (body: unknown, language = 'zh') =>
  mock.call(checkFirmware, { query: { language }, body });

describe('the firmware list', () => {
  it('lists every model with its releases, newest first, each with its notes and file', async () => {
    const packages = await list({ language: 'zh' });
    expect(packages.map((item) => item.model)).toEqual([
      'RC-D410',
      'RC-N260',
      'RG-520',
      'RM-330',
      'RL-210',
      'RC-C180',
    ]);
    for (const item of packages) {
      expect(item.releases.length).toBeGreaterThanOrEqual(3);
      const dates = item.releases.map((release) => release.releaseDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const release of item.releases) {
        expect(release.version).toMatch(/^\d+\.\d+\.\d+$/);
        expect(release.notes.length).toBeGreaterThanOrEqual(2);
        expect(release.sha256).toMatch(/^[0-9a-f]{64}$/);
        expect(release.filePath).toBe(`/__mock/firmware/${item.model}-${release.version}.bin`);
      }
    }
  });

  it('filters by device type, with or without _en, and answers in the language asked', async () => {
    const zh = await list({ deviceType: '2', language: 'zh' });
    expect(zh.map((item) => [item.model, item.deviceTypeId, item.productName])).toEqual([
      ['RC-N260', '2', 'NB-IoT 模组'],
    ]);
    const en = await list({ deviceType: '2', language: 'en' });
    expect(en).toEqual(await list({ deviceType: '2_en', language: 'en' }));
    expect(en[0]?.deviceTypeId).toBe('2_en');
    expect(en[0]?.releases[0]?.notes.join(' ')).toMatch(/^[\x20-\x7e]+$/);
    expect(en[0]?.releases[0]?.sha256).toBe(zh[0]?.releases[0]?.sha256);
  });

  it('lists nothing for a device type it no longer has', async () => {
    expect(await list({ deviceType: '42', language: 'zh' })).toEqual([]);
  });

  it('refuses a bad query with a 400 in the envelope', async () => {
    const answer = await mock.call(getFirmwareList, {
      query: { deviceType: 'x'.repeat(41), language: 'zh' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 0,
      data: null,
      msg: expect.stringContaining('deviceType'),
    });
  });
});

describe('the update check', () => {
  it('names the newer release for an older version, and says when a device is up to date', async () => {
    const [dtu] = await list({ deviceType: '1', language: 'en' });
    const [latest, previous] = dtu!.releases;
    const older = await check({ model: 'rc-d410', version: `V${previous!.version}` }, 'en');
    expect(older.body).toEqual({
      code: 1,
      msg: 'success',
      data: { model: 'RC-D410', version: previous!.version, upToDate: false, latest },
    });
    const current = await check({ model: 'RC-D410', version: latest!.version }, 'en');
    expect(current.body).toMatchObject({ code: 1, data: { upToDate: true, latest } });
    // A version older than every listed release still has the latest to move to.
    const ancient = await check({ model: 'RC-D410', version: '0.9.0' });
    expect(ancient.body).toMatchObject({ code: 1, data: { upToDate: false, version: '0.9.0' } });
  });

  it.each([
    [{ model: 'RC-X999', version: '1.0.0' }, 'zh', '没有该型号的固件，请核对设备标签上的型号'],
    [{ model: ' ', version: '1.0.0' }, 'en', 'Please enter the device model'],
    [
      { model: 'RC D410;', version: '1.0.0' },
      'en',
      'No firmware for this model; please check the model on the device label',
    ],
    [
      { model: 'RC-D410', version: '2.1' },
      'en',
      'A version is major.minor.patch, for example 1.4.2',
    ],
    [{ model: 'RC-D410', version: '99.0.0' }, 'zh', '该版本高于已发布的最新版本，请核对版本号'],
  ])('refuses %o with code 0 and a message in the language (%s)', async (body, language, msg) => {
    const answer = await check(body, language);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg, data: null });
  });

  it.each([
    [{ version: '1.0.0' }, 'model'],
    [{ model: 'RC-D410', version: 2 }, 'version'],
    [{ model: 'RC-D410', version: '1'.repeat(41) }, 'version'],
  ])('refuses a malformed body %o with a 400 naming %s', async (body, name) => {
    const answer = await check(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, data: null, msg: expect.stringContaining(name) });
  });
});

describe('a firmware file', () => {
  it('needs a login, then is the listed size and checksum', async () => {
    const [meter] = await list({ deviceType: '4', language: 'zh' });
    const release = meter!.releases[0]!;
    const anonymous = await mock.raw(release.filePath);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 2, msg: '请登录后再下载固件', data: null });

    const { token } = mock.createUser();
    const response = await fetch(`${mock.url}${release.filePath}`, {
      headers: { cookie: `access_token=${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(release.fileName);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(release.fileSize);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(release.sha256);
    // A flashing tool reads the model and version from the image's first line.
    const header = `REACH-IOT FIRMWARE ${meter!.model} ${release.version}\n`;
    expect(bytes.toString('ascii', 0, header.length)).toBe(header);
  });

  it('answers 404 for a file that was never released', async () => {
    expect((await mock.raw('/__mock/firmware/RC-D410-9.9.9.bin')).status).toBe(404);
  });
});
