import type { MockOptions } from '../options';
import type { Store } from '../state/store';
import type { Sessions } from './auth';
import type { Scenarios } from './scenarios';
import type { Outbox } from './outbox';
import type { Endpoint } from '../../src/api/contract/endpoint';

/** What every domain module of the mock is given. */
export interface MockContext {
  options: MockOptions;
  store: Store;
  sessions: Sessions;
  scenarios: Scenarios;
  outbox: Outbox;
  now: () => number;
  /** The documented endpoints served, by path: for the contract test and the body errors. */
  served: Map<string, Endpoint>;
  /**
   * Public, read-only collections served through json-server's router under
   * /__mock/data. Call it while registering routes: json-server builds its
   * routes once, when the router is created after every domain has registered.
   */
  publish(name: string, records: readonly object[]): void;
}
