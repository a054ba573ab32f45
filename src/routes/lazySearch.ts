/**
 * Route queries checked by the zod schemas of `searchSchemas.ts`, which load with the first
 * route that has a query rather than with the landing page (whose routes have none): zod
 * stays out of the first load (docs/decisions.md "First load").
 *
 * Nothing waits for them before the first paint. A route with a query matched before they have
 * loaded gets an unchecked query, marked as such; the root route's `beforeLoad` then starts
 * loading them (`searchSchemasContext`), and the route's loader, before anything else, waits for
 * them and matches the same address again (`awaitCheckedQuery`). Only loaders wait: the router
 * runs the root's loader beside them, so the shell paints while the screen's room shows the
 * pending placeholder. A screen only ever sees a checked query.
 */
import { redirect } from '@tanstack/react-router';
import type * as z from 'zod/mini';
import type { SearchSchemas } from './searchSchemas';
import { loadOnDemand } from '../lib/loadOnDemand';

type QueryRoute = keyof SearchSchemas;

// A failed download (offline) is tried again by the next navigation.
const schemaCode = loadOnDemand(() => import('./searchSchemas'));

export const loadSearchSchemas = (): Promise<void> => schemaCode.load().then(() => undefined);

/** The mark of a query matched before the schemas had loaded. */
const unchecked = Symbol('unchecked query');

/**
 * A Standard Schema (the interface the router reads validators through) that defers to the
 * route's zod schema, with the zod schema's input and output types.
 */
export interface DeferredSchema<Input, Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { readonly value: Output };
    readonly types?: { readonly input: Input; readonly output: Output };
  };
}

/**
 * The `validateSearch` of the route at `path`. Before the schemas have loaded it answers with
 * the mark alone: no value of the address reaches the route, and its loader waits for them.
 */
export function searchOf<P extends QueryRoute>(
  path: P,
): DeferredSchema<z.input<SearchSchemas[P]>, z.output<SearchSchemas[P]>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'iot-portal-shop',
      validate: (value) => {
        const schemas = schemaCode.current()?.searchSchemas;
        return {
          value: (schemas ? schemas[path].parse(value) : { [unchecked]: true }) as z.output<
            SearchSchemas[P]
          >,
        };
      },
    },
  };
}

/** The router context's part that says whether the landed route's query is still unchecked. */
export interface SearchSchemasContext {
  /** Set while a matched route's query waits for the schemas: they are loading. */
  searchSchemas: Promise<void> | undefined;
}

/**
 * The root route's `beforeLoad` part: starts loading the schemas when a matched route's query
 * could not be checked, without waiting for them (the shell does not need them).
 */
export function searchSchemasContext({
  matches,
}: {
  matches: readonly { search: object }[];
}): SearchSchemasContext {
  const pending = matches.some((match) => unchecked in match.search);
  return { searchSchemas: pending ? loadSearchSchemas() : undefined };
}

/**
 * The first step of the loader of every route with a query: when it was matched unchecked,
 * waits for the schemas and matches the same address again, so the loader never runs on
 * (and the screen never shows) an unchecked query.
 */
export async function awaitCheckedQuery({
  context,
  location,
}: {
  context: SearchSchemasContext;
  location: { href: string };
}): Promise<void> {
  if (!context.searchSchemas) return;
  await context.searchSchemas;
  throw redirect({ href: location.href, replace: true });
}
