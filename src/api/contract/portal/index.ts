import type { Endpoint } from '../endpoint';
import { getMenuBanner, getProductMenu, getServiceMenu, getSolutionMenu } from './menu';
import {
  getBannerList,
  getHomeNewsList,
  getHomeProductList,
  getHomepageModules,
  getSuccCases,
} from './home';
import {
  getAirlandList,
  getDataSerList,
  getModuleProductList,
  getPaasList,
  getSolutionList,
} from './module';
import { getPrivateDocIndex, getPublicDocIndex, searchDoc } from './doc';

export const portalEndpoints: readonly Endpoint[] = [
  getProductMenu,
  getServiceMenu,
  getSolutionMenu,
  getMenuBanner,
  searchDoc,
  getHomeNewsList,
  getBannerList,
  getHomepageModules,
  getSuccCases,
  getHomeProductList,
  getModuleProductList,
  getDataSerList,
  getAirlandList,
  getPaasList,
  getSolutionList,
  getPrivateDocIndex,
  getPublicDocIndex,
];
