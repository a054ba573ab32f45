import { rootRoute } from './rootRoute';

/** The account screens' routes; each screen is loaded lazily in its own chunk. */
export const accountRoutes = [] as const satisfies readonly { getParentRoute: () => typeof rootRoute }[];
