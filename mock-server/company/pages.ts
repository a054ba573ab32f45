/** Contact us, customer service, join us, about, and the business offices. */
import type { Application } from 'express';
import {
  abouReach,
  getContactUsList,
  getCustomService,
  getJoinUs,
} from '../../src/api/contract/company/about';
import { getBusinessConsult } from '../../src/api/contract/company/support';
import { companyFixtures } from '../../fixtures/company';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';
import { bothLanguages, ok } from './lists';

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
