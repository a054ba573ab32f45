/** What the control page shows, read from the mock's state at each request. */
import type { Locale } from '../../src/i18n/locales';
import { shopCatalogue } from '../../fixtures/shop';
import { DEMO_USERNAME } from '../../fixtures/account/demoUser';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { allEndpoints } from '../../src/api/contract/registry';
import type { MockContext } from '../http/context';
import type { ActiveScenario, ScenarioUse } from '../http/scenarios';
import type { OutboxMessage } from '../http/outbox';
import { SESSIONS, USERS, type SessionRecord, type UserRecord } from '../state/records';
import { createLiveCatalogue } from '../shop/liveCatalogue';
import { INVENTORY, ORDERS, type InventoryRecord, type OrderRecord } from '../shop/records';

export interface CustomerView {
  user: UserRecord;
  isDemo: boolean;
  liveSessions: number;
  orders: readonly OrderRecord[];
}

export interface ProductView {
  id: string;
  name: string;
  stock: number;
  audited: boolean;
  listed: boolean;
}

export interface WorkbenchView {
  locale: Locale;
  outbox: readonly OutboxMessage[];
  scenarios: readonly ActiveScenario[];
  uses: readonly ScenarioUse[];
  endpoints: readonly Endpoint[];
  customers: readonly CustomerView[];
  products: readonly ProductView[];
  collections: readonly string[];
}

/** The outbox keeps every code; the page shows the latest ones. */
const OUTBOX_SHOWN = 20;

export function readView(
  ctx: MockContext,
  locale: Locale,
  publicDb: Record<string, object[]>,
): WorkbenchView {
  const now = ctx.now();
  const sessions = ctx.store.collection<SessionRecord>(SESSIONS).all();
  const orders = ctx.store.collection<OrderRecord>(ORDERS).all();
  const live = createLiveCatalogue(
    shopCatalogue(ctx.options.seed),
    ctx.store.collection<InventoryRecord>(INVENTORY),
  );
  const customers = ctx.store
    .collection<UserRecord>(USERS)
    .all()
    .map((user) => ({
      user,
      isDemo: user.username === DEMO_USERNAME,
      liveSessions: sessions.filter(
        (session) => session.userId === user.id && !session.loggedOut && session.expiresAt > now,
      ).length,
      orders: orders.filter((order) => order.ownerId === user.id),
    }))
    // The demo user first, then the newest registrations: the ones a developer just made.
    .sort(
      (a, b) =>
        Number(b.isDemo) - Number(a.isDemo) || b.user.createDate.localeCompare(a.user.createDate),
    );
  const products = shopCatalogue(ctx.options.seed).products[locale].flatMap((item) => {
    const now = live.product(item.id);
    return now
      ? [
          {
            id: now.id,
            name: now.productName,
            stock: now.productSku,
            audited: now.auditStatus === 1,
            listed: now.uploadStatus === 1,
          },
        ]
      : [];
  });
  return {
    locale,
    outbox: ctx.outbox.list().slice(0, OUTBOX_SHOWN),
    scenarios: ctx.scenarios.list(),
    uses: ctx.scenarios.uses(),
    endpoints: allEndpoints,
    customers,
    products,
    collections: Object.keys(publicDb).sort(),
  };
}
