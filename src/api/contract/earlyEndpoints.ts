/**
 * The public endpoints a route may ask the HTML's start-up script to call early (`early` in a
 * route's declaration, src/api/contract/earlyCall.ts): routes name them, the build looks them up
 * here (src/api/contract/earlyCalls.ts).
 */
export { getLanguages, getLogo } from './site.ts';
export { getBannerList, getHomeNewsList, getHomepageModules, getSuccCases } from './portal/home.ts';
export { getModuleProductList } from './portal/module.ts';
export { abouReach } from './company/about.ts';
export { getNewsList, getVideoGatherList, getVideoList } from './company/media.ts';
export { adList, indexPicture, modeList, productList } from './shop/catalogue.ts';
