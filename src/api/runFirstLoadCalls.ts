/**
 * Runs a route's declared calls (src/api/contract/earlyCall.ts) that are first-load calls
 * (src/api/contract/firstLoadCalls.ts): the landing page's loader runs its calls here, typed by
 * their endpoints' schemas but not checked, so zod stays off the landing page (docs/decisions.md,
 * "First load"). Each request is the one the HTML's start-up script made (`declaredQuery`), so the
 * client takes the script's answer.
 */
import { firstLoadAnswer, type FirstLoadCallName } from './callUnchecked';
import {
  declaredQuery,
  type DeclaredEarlyCall,
  type EarlyEndpointName,
  type RouteSearch,
} from './contract/earlyCall';
import type * as earlyEndpoints from './contract/earlyEndpoints';
import type { ResultOf } from './contract/endpoint';
import type { Locale } from '../i18n/locales';
import { storedLocale } from '../lib/storage';

/** What a loader reads its route's declared calls with. */
export interface DeclaredCallContext {
  /** The route's validated search, for the calls' address values. */
  search?: RouteSearch;
  /** The page's language; the stored locale when not given. */
  language?: Locale;
}

/**
 * A declared call's answer: its endpoint's result, or `undefined` when the call answered nothing
 * (a token refresh, spec §8) or was not made (its address value is missing).
 */
export type DeclaredAnswer<N extends EarlyEndpointName> =
  ResultOf<(typeof earlyEndpoints)[N]> | undefined;

/** One pending answer per call, in the calls' order. */
export type FirstLoadAnswers<Calls extends readonly DeclaredEarlyCall<FirstLoadCallName>[]> = {
  readonly [I in keyof Calls]: Calls[I] extends DeclaredEarlyCall<infer N extends FirstLoadCallName>
    ? Promise<DeclaredAnswer<N>>
    : never;
};

export function runFirstLoadCalls<
  const Calls extends readonly DeclaredEarlyCall<FirstLoadCallName>[],
>(
  calls: Calls,
  { search = {}, language = storedLocale() }: DeclaredCallContext = {},
): FirstLoadAnswers<Calls> {
  const answers = calls.map((call) =>
    firstLoadAnswer(call.endpoint, declaredQuery(call, search, language)),
  );
  // `map` keeps the calls' order: answer I is the answer of call I, of call I's endpoint.
  return answers as FirstLoadAnswers<Calls>;
}
