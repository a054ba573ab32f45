import { rootRoute } from './rootRoute';

/** The content screens' routes; each screen is loaded lazily in its own chunk. */
export const contentRoutes = [] as const satisfies readonly { getParentRoute: () => typeof rootRoute }[];
