/**
 * The key routes `npm run bench` measures: the routes that declare themselves key
 * (`staticData.keyRoute`: the landing page and the first screen of each journey a visitor starts
 * cold, and the logged-in shop screens), read from the router's own tree
 * (scripts/routes/routeDeclarations.ts). A new key route is declared on its route, and nowhere else.
 */
import { readRouteDeclarations, type RouteDeclaration } from '../routes/routeDeclarations';

export interface KeyRoute {
  /** Short, stable name used in reports and in `--routes`. */
  name: string;
  /** The hash route as the address bar shows it (the app uses hash history). */
  hash: `#/${string}`;
  /** Opened logged in as the mock's demo user; Lighthouse audits only public routes. */
  loggedIn?: true;
  /** The landing page, whose first-load JS has the tighter budget. */
  landing?: true;
}

/**
 * The query a route that shows one record is opened with: records of the seeded fixtures (the
 * bench always runs against the default seed).
 */
const SAMPLE_QUERIES: Readonly<Record<string, string>> = {
  '/goodsDeil': '?id=1001&modeId=1',
  '/produceSeries': '?routerId=p11',
};

/** The key routes among `routes`, in the router's order. */
export function keyRoutesOf(routes: readonly RouteDeclaration[]): KeyRoute[] {
  return routes.flatMap(({ path, keyRoute, login }) =>
    keyRoute
      ? [
          {
            name: keyRoute.name,
            hash: `#/${path.slice(1)}${SAMPLE_QUERIES[path] ?? ''}` as const,
            ...(login ? { loggedIn: true as const } : {}),
            ...(keyRoute.landing ? { landing: true as const } : {}),
          },
        ]
      : [],
  );
}

export const loadKeyRoutes = async (root: string): Promise<KeyRoute[]> =>
  keyRoutesOf(await readRouteDeclarations(root));
