import { rootRoute } from './rootRoute';
import * as homeRoutes from './homeRoutes';
import * as accountRoutes from './accountRoutes';
import * as shopRoutes from './shopRoutes';
import * as orderRoutes from './orderRoutes';
import * as contentRoutes from './contentRoutes';
import * as supportRoutes from './supportRoutes';
import * as programmeRoutes from './programmeRoutes';
import { devRoutes } from './devRoutes';

/**
 * Every route the area files declare (each of their exports is one route, declared once: path,
 * title, whether it needs a login, query, loader, screen), and in development the tools' routes.
 */
export const routeTree = rootRoute.addChildren([
  ...Object.values({
    ...homeRoutes,
    ...accountRoutes,
    ...shopRoutes,
    ...orderRoutes,
    ...contentRoutes,
    ...supportRoutes,
    ...programmeRoutes,
  }),
  ...devRoutes,
]);
