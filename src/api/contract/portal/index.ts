import type { Endpoint } from '../endpoint.ts';
import { getMenuBanner, getProductMenu, getServiceMenu, getSolutionMenu } from './menu.ts';
import {
  getBannerList,
  getHomeNewsList,
  getHomeProductList,
  getHomepageModules,
  getSuccCases,
} from './home.ts';
import {
  getAirlandList,
  getDataSerList,
  getModuleProductList,
  getPaasList,
  getSolutionList,
} from './module.ts';
import { getPrivateDocIndex, getPublicDocIndex, searchDoc } from './doc.ts';

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
