import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { call, LANGUAGE } from '../api/contract/earlyCall';
import { query, recordId } from '../lib/queryFields';
import { rootRoute } from './rootRoute';
import { storedLocale } from '../lib/storage';

const storePageEarlyCalls = [
  call('indexPicture', {}, ['data', 0, 'indexPicture']),
  call('adList', { language: LANGUAGE }),
  call('modeList', { language: LANGUAGE }),
  call('productList', { language: LANGUAGE }),
] as const;

export const storePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/storePage',
  staticData: { keyRoute: { name: 'shop' }, title: msg`Shop`, early: storePageEarlyCalls },
  loader: async () =>
    (await import('../features/shop/home/shopHomeData')).loadShopHome(
      storePageEarlyCalls,
      storedLocale(),
    ),
  component: lazyScreen(
    'shop',
    () => import('../features/shop/home/ShopHomeScreen'),
    'ShopHomeScreen',
  ),
});

export const secondStorePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/secstorePage',
  staticData: { title: msg`Industry shop` },
  loader: async () =>
    (await import('../features/shop/second/secondShopData')).loadSecondShop(storedLocale()),
  component: lazyScreen(
    'shop',
    () => import('../features/shop/second/SecondShopScreen'),
    'SecondShopScreen',
  ),
});

const productDetailQuery = query({ id: recordId, modeId: recordId });

const productDetailEarlyCalls = [call('productList', { productid: { address: 'id' } })] as const;

export const productDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/goodsDeil',
  staticData: {
    keyRoute: { name: 'product' },
    title: msg`Product details`,
    early: productDetailEarlyCalls,
  },
  validateSearch: productDetailQuery,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ deps }) =>
    (await import('../features/shop/detail/ProductDetailScreen')).loadProductDetail(
      productDetailEarlyCalls,
      deps.id,
    ),
  component: lazyScreen(
    'shop',
    () => import('../features/shop/detail/ProductDetailScreen'),
    'ProductDetailScreen',
  ),
});
