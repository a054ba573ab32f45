/** Device types, the download list and the documents themselves. */
import type { Application, Request } from 'express';
import { getDeviceTypeList, getDownloadList } from '../../src/api/contract/company/support';
import { companyFixtures, FILES_PATH } from '../../fixtures/company';
import type { MockContext } from '../http/context';
import { tokenOf } from '../http/auth';
import { NOT_LOGGED_IN, sendError } from '../http/errors';
import { serve } from '../http/serve';
import { documentOf } from './documents';
import { bothLanguages, inCategory, ok, pageOf } from './lists';
import { localeOfId } from '../../src/i18n/localeIds';

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A download opens as a plain link, which sends no Authorization header: the
 * token may also come as `?token=` or, as in the browser, the access_token cookie.
 */
export function downloadToken(req: Request): string | undefined {
  const query =
    typeof req.query.token === 'string' && req.query.token ? req.query.token : undefined;
  return tokenOf(req) ?? query ?? cookie(req, 'access_token') ?? cookie(req, 'token');
}

export function registerSupportRoutes(app: Application, ctx: MockContext): void {
  const { deviceTypes, downloads } = companyFixtures(ctx.options.seed);
  ctx.publish('companyDeviceTypes', bothLanguages(deviceTypes));
  ctx.publish(
    'companyDownloads',
    bothLanguages({
      zh: downloads.zh.map(({ lines: _lines, ...file }) => file),
      en: downloads.en.map(({ lines: _lines, ...file }) => file),
    }),
  );

  serve(app, ctx, getDeviceTypeList, ({ query }) => ok(deviceTypes[query.language]));

  serve(app, ctx, getDownloadList, ({ query }) => {
    const { language, deviceType } = query;
    const shown = inCategory(deviceTypes[language], deviceType);
    const matching = downloads[language].filter((file) => shown(file.deviceTypeId));
    return ok({
      downloadList: pageOf(matching, query.pageIndex, query.pageSize).map(
        ({ fileName, createDate, filePath, needLogin }) => ({
          fileName,
          createDate,
          filePath,
          needLogin,
        }),
      ),
      total: matching.length,
    });
  });

  const files = new Map([...downloads.zh, ...downloads.en].map((file) => [file.filePath, file]));
  app.get(`${FILES_PATH}/:name`, (req, res) => {
    const file = files.get(`${FILES_PATH}/${req.params.name ?? ''}`);
    if (!file) return sendError(res, req.path, 404, `no file ${req.path}`, 404);
    if (file.needLogin && ctx.sessions.callerOfToken(downloadToken(req)).kind !== 'user') {
      const english = localeOfId(file.id) === 'en';
      return sendError(
        res,
        req.path,
        401,
        english ? 'Please log in to download this file' : '请登录后再下载该文件',
        NOT_LOGGED_IN,
      );
    }
    const { body, contentType } = documentOf(file);
    const asciiName = `${file.id}.${file.kind}`;
    res
      .status(200)
      .type(contentType)
      .set({
        'content-disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        // Documents behind a login must not sit in shared caches.
        'cache-control': file.needLogin ? 'private, no-store' : 'public, max-age=3600',
      })
      .send(body);
  });
}
