import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { awaitCheckedQuery, searchOf } from './lazySearch';
import { rootRoute } from './rootRoute';
import { storedLocale } from '../lib/storage';

export const storePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/storePage',
  staticData: { title: msg`Shop` },
  loader: async () =>
    (await import('../features/shop/home/shopHomeData')).loadShopHome(storedLocale()),
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

export const productDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/goodsDeil',
  staticData: { title: msg`Product details` },
  validateSearch: searchOf('/goodsDeil'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async (args) => {
    await awaitCheckedQuery(args);
    return (await import('../features/shop/detail/ProductDetailScreen')).loadProductDetail(
      args.deps.id,
    );
  },
  component: lazyScreen(
    'shop',
    () => import('../features/shop/detail/ProductDetailScreen'),
    'ProductDetailScreen',
  ),
});

/** The shop screens' routes; each screen is loaded lazily in its own chunk. */
export const shopRoutes = [storePageRoute, secondStorePageRoute, productDetailRoute] as const;
