/**
 * The developers' control page at /__mock/ and the few /__mock endpoints only it needed: the
 * scenario use log, clearing one scenario, expiring or deleting a customer, the data index and
 * the reset to the seed. Its forms call these and the existing /__mock actions
 * (docs/decisions.md "Mock workbench").
 */
import type { Application, Request, Response } from 'express';
import { isLocale, type Locale } from '../../src/i18n/locales';
import type { MockContext } from '../http/context';
import { sendError } from '../http/errors';
import type { StoredRecord } from '../state/store';
import { SESSIONS, USERS, type SessionRecord, type UserRecord } from '../state/records';
import { ADDRESSES, CART, ORDERS, PAYMENTS, RECEIPTS, type Owned } from '../shop/records';
import { outboxPart, scenariosPart, workbenchPage } from './page';
import { WORKBENCH_PATH, WORKBENCH_SCRIPT } from './paths';
import { textsIn } from './texts';
import { readView } from './view';
import { workbenchScript } from './script';

/** The collections whose records name their owner: a deleted user's records go with them. */
const OWNED = [CART, ADDRESSES, ORDERS, PAYMENTS, RECEIPTS] as const;

/**
 * Chinese unless `?language=en`: the page is opened by the browser, not by the app, so the
 * browser's Accept-Language would pick English on most developers' machines; the product's
 * default is Chinese.
 */
const localeOf = (req: Request): Locale =>
  isLocale(req.query.language) ? req.query.language : 'zh';

const ok = (res: Response, data: unknown) => res.json({ code: 1, msg: 'success', data });

export function registerWorkbench(
  app: Application,
  ctx: MockContext,
  publicDb: Record<string, object[]>,
  seedState: () => Record<string, StoredRecord[]>,
): void {
  const users = ctx.store.collection<UserRecord>(USERS);
  const sessions = ctx.store.collection<SessionRecord>(SESSIONS);

  app.get(WORKBENCH_PATH, (req, res) => {
    const locale = localeOf(req);
    const view = readView(ctx, locale, publicDb);
    const say = textsIn(locale);
    res.set('cache-control', 'no-store').type('html');
    if (req.query.part === 'outbox') return res.send(outboxPart(view, say));
    if (req.query.part === 'scenarios') return res.send(scenariosPart(view, say));
    res.send(workbenchPage(view));
  });
  app.get(WORKBENCH_SCRIPT, (_req, res) => {
    res.type('text/javascript').set('cache-control', 'no-store').send(workbenchScript);
  });

  app.get('/__mock/scenario/log', (_req, res) => ok(res, ctx.scenarios.uses()));
  app.delete('/__mock/scenario/:id', (req, res) => {
    if (!ctx.scenarios.remove(Number(req.params.id)))
      return sendError(res, req.path, 404, `no active scenario ${req.params.id ?? ''}`, 404);
    ok(res, ctx.scenarios.list());
  });

  function userOf(req: Request, res: Response): UserRecord | undefined {
    // The id or, for scripts and the README's recipes, the username.
    const key = req.params.id ?? '';
    const user = users.get(key) ?? users.find((candidate) => candidate.username === key);
    if (!user) sendError(res, req.path, 404, `no user ${req.params.id ?? ''}`, 404);
    return user;
  }
  const sessionsOf = (user: UserRecord) => sessions.filter((session) => session.userId === user.id);

  /** What the expireSession scenario does to one token, for every token of this user. */
  app.post('/__mock/users/:id/expire', (req, res) => {
    const user = userOf(req, res);
    if (!user) return;
    const live = sessionsOf(user).filter((session) => session.expiresAt > ctx.now());
    for (const session of live) ctx.sessions.expire(session.id);
    ok(res, { expired: live.length });
  });

  app.delete('/__mock/users/:id', (req, res) => {
    const user = userOf(req, res);
    if (!user) return;
    for (const session of sessionsOf(user)) sessions.remove(session.id);
    for (const name of OWNED) {
      const records = ctx.store.collection<Owned>(name);
      for (const record of records.filter((owned) => owned.ownerId === user.id))
        records.remove(record.id);
    }
    users.remove(user.id);
    ok(res, { deleted: user.username });
  });

  // Non-strict routing: this matches /__mock/data and /__mock/data/ only.
  app.get('/__mock/data', (_req, res) => {
    ok(
      res,
      Object.keys(publicDb)
        .sort()
        .map((name) => ({ name, url: `/__mock/data/${name}` })),
    );
  });

  app.post('/__mock/reset', (req, res) => {
    ctx.store.restore(seedState());
    ctx.options.log(`state reset to seed ${ctx.options.seed}`);
    ok(res, { seed: ctx.options.seed, message: textsIn(localeOf(req))('done') });
  });
}
