import type { MockOptions } from '../options';
import type { Store } from '../state/store';
import type { Sessions } from './auth';
import type { Scenarios } from './scenarios';
import type { Outbox } from './outbox';

/** What every domain module of the mock is given. */
export interface MockContext {
  options: MockOptions;
  store: Store;
  sessions: Sessions;
  scenarios: Scenarios;
  outbox: Outbox;
  now: () => number;
  /** Paths of the documented endpoints served, for the contract test and the 404 handler. */
  served: Set<string>;
  /**
   * Public, read-only collections served through json-server's router under
   * /__mock/data. Call it while registering routes: json-server builds its
   * routes once, when the router is created after every domain has registered.
   */
  publish(name: string, records: readonly object[]): void;
}
