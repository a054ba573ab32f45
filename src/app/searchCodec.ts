/**
 * The query as the spec writes it (`?id=1001&modeId=1`), not the router's default JSON
 * (`?id=%221001%22`): values stay text both ways and each route's schema gives them
 * their type, so `id=007` or a keyword `true` arrive as typed.
 */
import { stringifySearchWith } from '@tanstack/react-router';
import { readRouteQuery } from '../lib/routeQuery';

/**
 * Read as the HTML's start-up script reads it, from the same function (src/lib/routeQuery.ts):
 * its early answers are for the very requests the screen then makes.
 */
export const parseSearch = readRouteQuery;

/** Text as it is; a structured value (none of our routes has one) as JSON. */
export const stringifySearch = stringifySearchWith(JSON.stringify);

/** The router options that install the codec (the app's router and the tests' routers). */
export const searchCodec = { parseSearch, stringifySearch };
