import { rootRoute } from './rootRoute';

/** The programme screens' routes; each screen is loaded lazily in its own chunk. */
export const programmeRoutes = [] as const satisfies readonly { getParentRoute: () => typeof rootRoute }[];
