import type { Application } from 'express';
import { getLanguages, getLogo } from '../../src/api/contract/site';
import { languages, siteInfo } from '../../fixtures/site';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';

export function registerSiteRoutes(app: Application, ctx: MockContext): void {
  const site = siteInfo(ctx.options.seed);
  ctx.publish(
    'languages',
    languages.map((language, index) => ({ id: index + 1, ...language })),
  );
  serve(app, ctx, getLanguages, () => ({ code: 1, msg: 'success', data: languages }));
  serve(app, ctx, getLogo, ({ query }) => ({
    code: 1,
    msg: 'success',
    data: site[query.language],
  }));
}
