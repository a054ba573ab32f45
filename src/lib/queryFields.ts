/**
 * A route's query, read by plain functions: each field reader takes what the address (or a link
 * built in code) gives and returns the typed value, or its fallback when malformed. A malformed
 * value falls back to absent or empty, never an error. Plain functions rather than zod: the
 * readers of every route are in the first load, and zod is not (docs/decisions.md "Route
 * queries").
 */
import type { SearchSchemaInput } from '@tanstack/react-router';

/** Reads one query value. `Input` is what a link may pass; the result is what the screen gets. */
export interface Field<Input, Output> {
  (value: unknown): Output;
  /** Type only: what a link built in code may pass for this field. */
  readonly input?: Input;
}

type InputOf<F> = F extends Field<infer Input, unknown> ? Input : never;
type OutputOf<F> = F extends Field<unknown, infer Output> ? Output : never;

type AnyField = Field<unknown, unknown>;

/**
 * What a link passes: every field optional, of its reader's input type (the router takes a
 * validator's parameter type as the links' type when it is marked `SearchSchemaInput`).
 */
export type QueryInput<Fields> = {
  [K in keyof Fields]?: InputOf<Fields[K]> | undefined;
} & SearchSchemaInput;
/** What the route's loader and screen get: every field read. */
export type QueryOutput<Fields> = { [K in keyof Fields]: OutputOf<Fields[K]> };

const field = <Input, Output>(read: (value: unknown) => Output): Field<Input, Output> => read;

/** The route's `validateSearch`: each field read by its reader; other names are dropped. */
export function query<Fields extends Record<string, AnyField>>(
  fields: Fields,
): (search: QueryInput<Fields>) => QueryOutput<Fields> {
  return (search) => {
    const values = search as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const [name, reader] of Object.entries(fields)) read[name] = reader(values[name]);
    return read as QueryOutput<Fields>;
  };
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Free text of at most `max` characters (a number or a boolean as its text); absent otherwise. */
export const text = (max: number) =>
  field<string | number, string | undefined>((value) =>
    isScalar(value) && String(value).length <= max ? String(value) : undefined,
  );

/** Text that is one of `values`; absent otherwise. */
export const oneOf = <const Values extends readonly string[]>(values: Values) =>
  field<Values[number], Values[number] | undefined>((value) =>
    values.find((candidate) => candidate === value),
  );

/** Text that `pattern` matches whole; absent otherwise. */
export const matching = (pattern: RegExp) =>
  field<string, string | undefined>((value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined,
  );

/** A whole number from `min` to `max` (as a number or its text, `Number`'s reading); absent otherwise. */
export const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  field<number | string, number | undefined>((value) => {
    const number = isScalar(value) ? Number(value) : Number.NaN;
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  });

/** A record id: text (`1001`, `1001_en`) or a number as text, at most 64 characters; empty otherwise. */
export const recordId = field<string | number, string>((value) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 64) : '',
);

/** An id that may be absent: text, or a number as text. */
export const optionalId = field<string | number, string | undefined>((value) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined,
);

/** A flag written `true`, `'true'` or `'1'` (anything else present is false); absent stays absent. */
export const flag = field<boolean | string, boolean | undefined>((value) =>
  typeof value === 'boolean' || typeof value === 'string'
    ? value === true || value === 'true' || value === '1'
    : undefined,
);

/** A name whose presence counts, whatever its value (`succs`, `succs=true`, `succs=1`). */
export const presence = field<string | number | boolean, string | number | boolean | undefined>(
  (value) => (isScalar(value) ? value : undefined),
);

/** An in-app path: `/…`, never `//…` (another host). */
export const inAppPath = field<string, string | undefined>((value) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined,
);
