import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import { msg } from '@lingui/core/macro';
import { rootRoute } from './rootRoute';
import { cartSearch } from '../features/cart/cartSearch';
import { askedStatus, ordersSearch } from '../features/orders/ordersSearch';

export const cartViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cartView',
  staticData: { keyRoute: { name: 'cart' }, title: msg`Shopping cart`, login: true },
  validateSearch: cartSearch,
  loaderDeps: ({ search }) => ({ type: search.type, orderId: search.orderId }),
  // Loaders are imported on demand so the shop's API code stays out of the first chunk.
  loader: async ({ deps }) => (await import('../features/cart/loadCheckout')).loadCheckout(deps),
  component: lazyScreen('cart', () => import('../features/cart/CartScreen'), 'CartScreen'),
});

export const payViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payView',
  staticData: { title: msg`Payment complete`, login: true },
  component: lazyScreen(
    'cart',
    () => import('../features/cart/PaymentSuccessScreen'),
    'PaymentSuccessScreen',
  ),
});

export const buyTabRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/buyTab',
  staticData: { keyRoute: { name: 'orders' }, title: msg`My orders`, login: true },
  validateSearch: ordersSearch,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: async ({ deps }) =>
    (await import('../features/orders/loadOrders')).loadOrders(askedStatus(deps)),
  component: lazyScreen('orders', () => import('../features/orders/OrdersScreen'), 'OrdersScreen'),
});
