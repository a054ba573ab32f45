import { rootRoute } from './rootRoute';

/** The support screens' routes; each screen is loaded lazily in its own chunk. */
export const supportRoutes = [] as const satisfies readonly { getParentRoute: () => typeof rootRoute }[];
