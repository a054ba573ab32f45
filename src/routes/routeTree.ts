import { rootRoute } from './rootRoute';
import { homePageRoute, indexRoute } from './homeRoutes';

export const routeTree = rootRoute.addChildren([indexRoute, homePageRoute]);
