/**
 * The query as the spec writes it (`?id=1001&modeId=1`), not the router's default JSON
 * (`?id=%221001%22`): values stay text both ways and each route's schema gives them
 * their type, so `id=007` or a keyword `true` arrive as typed.
 */
import { stringifySearchWith } from '@tanstack/react-router';

const jsonString = /^".*"$/s;

/** Links written with the default codec (`"1001"`, bookmarked or shared) still open. */
function readValue(value: string): string {
  if (!jsonString.test(value)) return value;
  try {
    const text: unknown = JSON.parse(value);
    return typeof text === 'string' ? text : value;
  } catch {
    return value;
  }
}

/** Each key's first value, as text. */
export function parseSearch(searchStr: string): Record<string, string> {
  const values = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (!values.has(key)) values.set(key, readValue(value));
  }
  return Object.fromEntries(values);
}

/** Text as it is; a structured value (none of our routes has one) as JSON. */
export const stringifySearch = stringifySearchWith(JSON.stringify);

/** The router options that install the codec (the app's router and the tests' routers). */
export const searchCodec = { parseSearch, stringifySearch };
