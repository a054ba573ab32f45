/** Firmware updates (/updView): the released firmware by device type, the update check, the files. */
import type { Application } from 'express';
import { checkFirmware, getFirmwareList } from '../../src/api/contract/company/firmware';
import {
  compareFirmwareVersions,
  FIRMWARE_MODEL,
  parseFirmwareVersion,
  type FirmwareVersion,
} from '../../src/domain/firmware';
import { companyFixtures, FIRMWARE_PATH } from '../../fixtures/company';
import { firmwareImage } from '../../fixtures/company/firmware';
import type { Locale } from '../../src/i18n/locales';
import type { MockContext } from '../http/context';
import { MockError, NOT_LOGGED_IN, sendError } from '../http/errors';
import { serve } from '../http/serve';
import { findByBaseId, ok } from './lists';
import { downloadToken } from './support';

const MESSAGES = {
  model: { zh: '请输入设备型号', en: 'Please enter the device model' },
  unknownModel: {
    zh: '没有该型号的固件，请核对设备标签上的型号',
    en: 'No firmware for this model; please check the model on the device label',
  },
  version: {
    zh: '版本号格式应为 主版本.次版本.修订号，例如 1.4.2',
    en: 'A version is major.minor.patch, for example 1.4.2',
  },
  newerThanReleased: {
    zh: '该版本高于已发布的最新版本，请核对版本号',
    en: 'This version is newer than the latest release; please check it',
  },
  loginToDownload: { zh: '请登录后再下载固件', en: 'Please log in to download firmware' },
} satisfies Record<string, Record<Locale, string>>;

const refuse = (message: keyof typeof MESSAGES, language: Locale) =>
  new MockError(200, MESSAGES[message][language]);

const printed = (version: FirmwareVersion) => version.join('.');

export function registerFirmwareRoutes(app: Application, ctx: MockContext): void {
  const { deviceTypes, firmware } = companyFixtures(ctx.options.seed);

  serve(app, ctx, getFirmwareList, ({ query }) => {
    const { language, deviceType } = query;
    if (!deviceType?.trim()) return ok(firmware.packages[language]);
    // A device type the backend no longer has lists nothing, as a filtering backend answers.
    const type = findByBaseId(deviceTypes[language], deviceType);
    return ok(firmware.packages[language].filter((item) => item.deviceTypeId === type?.id));
  });

  serve(app, ctx, checkFirmware, ({ query, body }) => {
    const { language } = query;
    const model = body.model.trim();
    if (!model) throw refuse('model', language);
    const found = FIRMWARE_MODEL.test(model)
      ? firmware.packages[language].find((item) => item.model.toLowerCase() === model.toLowerCase())
      : undefined;
    const latest = found?.releases[0];
    if (!found || !latest) throw refuse('unknownModel', language);
    const version = parseFirmwareVersion(body.version);
    if (!version) throw refuse('version', language);
    const newest = parseFirmwareVersion(latest.version);
    const order = newest ? compareFirmwareVersions(version, newest) : 0;
    if (order > 0) throw refuse('newerThanReleased', language);
    return ok({ model: found.model, version: printed(version), upToDate: order === 0, latest });
  });

  // A firmware file, for a logged-in caller (a plain link: the token may come as a cookie).
  app.get(`${FIRMWARE_PATH}/:name`, (req, res) => {
    const file = firmware.files.get(req.params.name ?? '');
    if (!file) return sendError(res, req.path, 404, `no firmware ${req.path}`, 404);
    if (ctx.sessions.callerOfToken(downloadToken(req)).kind !== 'user') {
      const language: Locale = req.acceptsLanguages('zh', 'en') === 'en' ? 'en' : 'zh';
      return sendError(res, req.path, 401, MESSAGES.loginToDownload[language], NOT_LOGGED_IN);
    }
    res
      .status(200)
      .type('application/octet-stream')
      .set({
        'content-disposition': `attachment; filename="${req.params.name}"`,
        'cache-control': 'private, no-store',
      })
      .send(firmwareImage(file.model, file.version, file.size));
  });
}
