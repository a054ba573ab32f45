/** The shop routes' declared calls, as their loaders take them (tests/support/declaredCalls.ts). */
import { productDetailRoute, storePageRoute } from '../../../../src/routes/shopRoutes';
import { declaredCallsOf } from '../../../support/declaredCalls';

export const storePageCalls = declaredCallsOf(
  storePageRoute,
  'indexPicture',
  'adList',
  'modeList',
  'productList',
);

export const productDetailCalls = declaredCallsOf(productDetailRoute, 'productList');
