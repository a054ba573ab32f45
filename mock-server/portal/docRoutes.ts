import type { Application } from 'express';
import {
  getPrivateDocIndex,
  getPublicDocIndex,
  searchDoc,
} from '../../src/api/contract/portal/doc';
import type { PortalFixtures } from '../../fixtures/portal';
import type { MockContext } from '../http/context';
import { notLoggedIn } from '../http/errors';
import { serve } from '../http/serve';
import { ok } from './answer';

/** The developer doc tree and the document search (content-and-profile §7, shop-and-shell §7). */
export function registerDocRoutes(
  app: Application,
  ctx: MockContext,
  { docs }: PortalFixtures,
): void {
  serve(app, ctx, searchDoc, ({ query, maybeUser }) =>
    ok(docs.search(query.keyWord, query.language, maybeUser() ? 'private' : 'public')),
  );
  // Declared public so the client can call it without a token and fall back on code 2.
  serve(app, ctx, getPrivateDocIndex, ({ query, maybeUser }) => {
    if (!maybeUser()) throw notLoggedIn();
    return ok(docs.tree(query.language, 'private'));
  });
  serve(app, ctx, getPublicDocIndex, ({ query }) => ok(docs.tree(query.language, 'public')));
}
