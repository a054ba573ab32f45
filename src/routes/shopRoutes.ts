import { rootRoute } from './rootRoute';

/** The shop screens' routes; each screen is loaded lazily in its own chunk. */
export const shopRoutes = [] as const satisfies readonly { getParentRoute: () => typeof rootRoute }[];
