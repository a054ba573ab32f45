import type { Application } from 'express';
import { getLanguages, getLogo } from '../../src/api/contract/site';
import { localeParam } from '../../src/api/contract/endpoint';
import { answer, CODE_OK, fail } from '../envelope';
import type { MockDb } from '../db';

export function registerSiteRoutes(router: Application, db: MockDb): void {
  router.get(getLanguages.path, (_req, res) => {
    answer(res, getLanguages, { code: CODE_OK, msg: 'success', data: db.languages });
  });

  router.post(getLogo.path, (req, res) => {
    const language = localeParam.safeParse(req.query.language ?? 'zh');
    if (!language.success) {
      fail(res, 400, 400, 'language must be zh or en');
      return;
    }
    answer(res, getLogo, { code: CODE_OK, msg: 'success', data: db.site[language.data] });
  });
}
