/** Contact us, customer service, join us, about, and the business offices. */
import type { Application } from 'express';
import {
  abouReach,
  getContactUsList,
  getCustomService,
  getJoinUs,
} from '../../src/api/contract/company/about.ts';
import { getBusinessConsult } from '../../src/api/contract/company/support.ts';
import { companyFixtures } from '../../fixtures/company/index.ts';
import type { MockContext } from '../http/context.ts';
import { serve } from '../http/serve.ts';
import { bothLanguages, ok } from './lists.ts';

export function registerPageRoutes(app: Application, ctx: MockContext): void {
  const { contactCards, customerServices, joinUs, about, businessOffices } = companyFixtures(
    ctx.options.seed,
  );
  ctx.publish('companyBusinessOffices', bothLanguages(businessOffices));

  serve(app, ctx, getContactUsList, ({ query }) => ok(contactCards[query.language]));
  serve(app, ctx, getCustomService, ({ query }) =>
    ok(customerServices[query.serviceType][query.language]),
  );
  serve(app, ctx, getJoinUs, ({ query }) => ok(joinUs[query.language]));
  serve(app, ctx, abouReach, ({ query }) => ok(about[query.language]));
  serve(app, ctx, getBusinessConsult, ({ query }) => ok(businessOffices[query.language]));
}
