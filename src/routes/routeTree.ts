import { rootRoute } from './rootRoute';
import { homePageRoute, indexRoute } from './homeRoutes';
import { devRoutes } from './devRoutes';

export const routeTree = rootRoute.addChildren([indexRoute, homePageRoute, ...devRoutes]);
