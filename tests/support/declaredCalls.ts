/**
 * A route's declared calls (`staticData.early`), typed as its loader takes them, so a test runs a
 * loader with exactly what the route passes it. The router types `staticData.early` as a list of
 * any calls; the names given here are checked against the route's, in order, before the list is
 * given their types.
 */
import type { DeclaredEarlyCall, EarlyEndpointName } from '../../src/api/contract/earlyCall';
import type { RouteStaticData } from '../../src/routes/routeStaticData';

export function declaredCallsOf<const Names extends readonly EarlyEndpointName[]>(
  route: { options: { staticData?: RouteStaticData } },
  ...names: Names
): { readonly [I in keyof Names]: DeclaredEarlyCall<Names[I]> } {
  const early = route.options.staticData?.early ?? [];
  const declared = early.map((call) => call.endpoint);
  if (declared.join() !== names.join()) {
    throw new Error(`the route declares ${declared.join(', ')}, not ${names.join(', ')}`);
  }
  return early as { readonly [I in keyof Names]: DeclaredEarlyCall<Names[I]> };
}
