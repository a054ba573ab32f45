/**
 * Route queries checked by the zod schemas of `searchSchemas.ts`, which load with the first
 * route that has a query rather than with the landing page (whose routes have none): zod
 * stays out of the first load (docs/decisions.md "First load"). Until they have loaded, a validator refuses
 * to guess; the root route's `beforeLoad` (`awaitSearchSchemas`) then loads them and matches
 * the same address again, so a screen only ever sees a checked query.
 */
import { redirect } from '@tanstack/react-router';
import type * as z from 'zod/mini';
import type { SearchSchemas } from './searchSchemas';

type QueryRoute = keyof SearchSchemas;

let schemas: SearchSchemas | undefined;
let loading: Promise<void> | undefined;

export function loadSearchSchemas(): Promise<void> {
  loading ??= import('./searchSchemas').then(
    (module) => {
      schemas = module.searchSchemas;
    },
    (error: unknown) => {
      // A failed download (offline) is tried again by the next navigation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Thrown by a validator whose schema has not arrived yet. */
export class SearchSchemasPending extends Error {
  constructor(path: QueryRoute) {
    super(`The query schema of ${path} has not loaded yet.`);
  }
}

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

/** The `validateSearch` of the route at `path`. */
export function searchOf<P extends QueryRoute>(
  path: P,
): DeferredSchema<z.input<SearchSchemas[P]>, z.output<SearchSchemas[P]>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'iot-portal-shop',
      validate: (value) => {
        if (!schemas) throw new SearchSchemasPending(path);
        return { value: schemas[path].parse(value) as z.output<SearchSchemas[P]> };
      },
    },
  };
}

const isPending = (error: unknown) =>
  error instanceof SearchSchemasPending ||
  (error instanceof Error && error.cause instanceof SearchSchemasPending);

interface BeforeLoadArgs {
  location: { href: string };
  matches: readonly { searchError?: unknown }[];
}

/**
 * The root route's `beforeLoad`: a route with a query matched before the schemas had loaded
 * (the first such route of the visit, or a deep link) waits for them and is matched again.
 */
export async function awaitSearchSchemas({ location, matches }: BeforeLoadArgs): Promise<void> {
  if (!matches.some((match) => isPending(match.searchError))) return;
  await loadSearchSchemas();
  throw redirect({ href: location.href, replace: true });
}
