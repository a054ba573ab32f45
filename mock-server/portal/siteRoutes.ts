import type { Application } from 'express';
import { getLanguages, getLogo } from '../../src/api/contract/site.ts';
import { languages, siteInfo } from '../../fixtures/site.ts';
import type { MockContext } from '../http/context.ts';
import { serve } from '../http/serve.ts';

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
