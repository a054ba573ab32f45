import { rootRoute } from './rootRoute';

/** The order screens' routes; each screen is loaded lazily in its own chunk. */
export const orderRoutes = [] as const satisfies readonly { getParentRoute: () => typeof rootRoute }[];
