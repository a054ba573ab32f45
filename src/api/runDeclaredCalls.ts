/**
 * Runs a route's declared calls (`staticData.early`, src/api/contract/earlyCall.ts) for its loader:
 * the calls the HTML's start-up script made early, asked again in the very same form
 * (`declaredQuery`), so the client takes the script's answers. Declared once, the loader's calls
 * and the early ones cannot drift (docs/decisions.md, "Route declarations").
 *
 * The route table names endpoints only (it is in the first load, their schemas are not), so the
 * loader gives the endpoints whose answers are checked: the named one, or the same with a wider
 * answer (a product id the shop does not know, src/api/catalogue.ts). First-load calls (a page
 * banner) stay unchecked, as everywhere (src/api/runFirstLoadCalls.ts).
 */
import { requestEndpoint } from './callEndpoint';
import { firstLoadAnswer, type FirstLoadCallName } from './callUnchecked';
import {
  declaredQuery,
  type DeclaredEarlyCall,
  type EarlyEndpointName,
} from './contract/earlyCall';
import type * as earlyEndpoints from './contract/earlyEndpoints';
import type { Endpoint, ResultOf } from './contract/endpoint';
import { firstLoadCalls } from './contract/firstLoadCalls';
import type { Query } from './httpClient';
import type { DeclaredAnswer, DeclaredCallContext } from './runFirstLoadCalls';
import { storedLocale } from '../lib/storage';

type CheckedName<Calls extends readonly DeclaredEarlyCall[]> = Exclude<
  Calls[number]['endpoint'],
  FirstLoadCallName
>;

/** The endpoint that checks the answers of each checked call: one taking the named one's query. */
export type CheckedEndpoints<Calls extends readonly DeclaredEarlyCall[]> = {
  readonly [N in CheckedName<Calls>]: Endpoint<(typeof earlyEndpoints)[N]['query']>;
};

type AnswerOf<N extends EarlyEndpointName, Endpoints> = N extends keyof Endpoints
  ? Endpoints[N] extends Endpoint
    ? ResultOf<Endpoints[N]> | undefined
    : never
  : DeclaredAnswer<N>;

/** One pending answer per call, in the calls' order, of the type its endpoint's schema gives. */
export type DeclaredAnswers<Calls extends readonly DeclaredEarlyCall[], Endpoints> = {
  readonly [I in keyof Calls]: Calls[I] extends DeclaredEarlyCall<infer N extends EarlyEndpointName>
    ? Promise<AnswerOf<N, Endpoints>>
    : never;
};

const isFirstLoadCall = (call: DeclaredEarlyCall): call is DeclaredEarlyCall<FirstLoadCallName> =>
  Object.hasOwn(firstLoadCalls, call.endpoint);

function checkedAnswer(endpoint: Endpoint | undefined, query: Query | undefined): Promise<unknown> {
  if (!endpoint) throw new Error('runDeclaredCalls: no endpoint to check a declared call with');
  if (!query) return Promise.resolve(undefined);
  return requestEndpoint(endpoint, { method: endpoint.method, query });
}

/**
 * The route's calls, each made as soon as this is called; a call not made (its address value is
 * missing) answers `undefined`. A call that fails rejects its own answer only.
 */
export function runDeclaredCalls<
  const Calls extends readonly DeclaredEarlyCall[],
  const Endpoints extends CheckedEndpoints<Calls>,
>(
  calls: Calls,
  endpoints: Endpoints,
  { search = {}, language = storedLocale() }: DeclaredCallContext = {},
): DeclaredAnswers<Calls, Endpoints> {
  const checking: Readonly<Partial<Record<EarlyEndpointName, Endpoint>>> = endpoints;
  const answers = calls.map((call) => {
    const query = declaredQuery(call, search, language);
    return isFirstLoadCall(call)
      ? firstLoadAnswer(call.endpoint, query)
      : checkedAnswer(checking[call.endpoint], query);
  });
  // `map` keeps the calls' order: answer I is call I's, checked by its endpoint's schema.
  return answers as DeclaredAnswers<Calls, Endpoints>;
}
