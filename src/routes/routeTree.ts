import { rootRoute } from './rootRoute';
import { homePageRoute, indexRoute } from './homeRoutes';
import { accountRoutes } from './accountRoutes';
import { shopRoutes } from './shopRoutes';
import { orderRoutes } from './orderRoutes';
import { contentRoutes } from './contentRoutes';
import { supportRoutes } from './supportRoutes';
import { programmeRoutes } from './programmeRoutes';
import { devRoutes } from './devRoutes';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  homePageRoute,
  ...accountRoutes,
  ...shopRoutes,
  ...orderRoutes,
  ...contentRoutes,
  ...supportRoutes,
  ...programmeRoutes,
  ...devRoutes,
]);
