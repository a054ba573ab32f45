import {
  getMenuBanner,
  getProductMenu,
  getServiceMenu,
  getSolutionMenu,
} from '../../../src/api/contract/portal/menu';
import {
  getBannerList,
  getHomeNewsList,
  getHomeProductList,
  getHomepageModules,
  getSuccCases,
} from '../../../src/api/contract/portal/home';
import {
  getAirlandList,
  getDataSerList,
  getModuleProductList,
  getPaasList,
  getSolutionList,
} from '../../../src/api/contract/portal/module';
import {
  getPrivateDocIndex,
  getPublicDocIndex,
  searchDoc,
} from '../../../src/api/contract/portal/doc';
import type { Examples } from './types';

export const portalExamples: Examples = {
  [getProductMenu.path]: () => ({ query: { language: 'zh' } }),
  [getServiceMenu.path]: () => ({ query: { language: 'en' } }),
  [getSolutionMenu.path]: () => ({ query: { language: 'zh' } }),
  [getMenuBanner.path]: () => ({ query: { type: 'product', menuId: 'p12' } }),
  [searchDoc.path]: () => ({ query: { keyWord: 'MQTT' } }),
  [getHomeNewsList.path]: () => ({ query: { language: 'zh' } }),
  [getBannerList.path]: () => ({ query: { type: 'home', language: 'zh' } }),
  [getHomepageModules.path]: () => ({ query: { language: 'en' } }),
  [getSuccCases.path]: () => ({ query: { language: 'zh' } }),
  [getHomeProductList.path]: () => ({ query: { type: 1, language: 'zh' } }),
  [getModuleProductList.path]: () => ({ query: { productTypeId: 'p12_en', language: 'en' } }),
  [getDataSerList.path]: () => ({ query: { serviceTypeId: 's11', language: 'zh' } }),
  [getAirlandList.path]: () => ({ query: { language: 'zh' } }),
  [getPaasList.path]: () => ({}),
  [getSolutionList.path]: () => ({ query: { solutionTypeId: 'so21', language: 'zh' } }),
  [getPrivateDocIndex.path]: (mock) => ({ token: mock.createUser().token }),
  [getPublicDocIndex.path]: () => ({ query: { language: 'en' } }),
};
