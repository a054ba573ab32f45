/**
 * A route's properties are declared on the route only; every list of routes is read from the
 * declarations: the login guard's, the early calls', the build's preload map's, the bench's and
 * the browser tests' (which read scripts/routes/routeDeclarations.ts too). A route added with its
 * declaration alone appears in each of them.
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import {
  readRouteDeclarations,
  type RouteDeclaration,
} from '../../../scripts/routes/routeDeclarations';
import { aliasesOf, earlyCallsOf, preloadedRoutes } from '../../../scripts/vite/routePreload';
import { keyRoutesOf } from '../../../scripts/bench/routes';
import { call, LANGUAGE } from '../../../src/api/contract/earlyCall';
import { pathsNeedingLogin } from '../../../src/session/protectedRoutes';
import { allEndpoints } from '../../../src/api/contract/registry';

const root = resolve(import.meta.dirname, '../../..');
let declared: RouteDeclaration[] = [];
beforeAll(async () => {
  declared = await readRouteDeclarations(root);
}, 60_000);

/** A new route, declared with every property a route can have. */
const added: RouteDeclaration = {
  path: '/newPage',
  title: undefined,
  login: true,
  development: false,
  early: [call('getNewsList', { language: LANGUAGE })],
  keyRoute: { name: 'newPage' },
  aliasOf: undefined,
  screenTexts: 'news',
  modules: [resolve(root, 'src/features/news/NewsCentreScreen')],
};

describe('the lists derived from the route declarations', () => {
  it('are those of the app today', () => {
    expect(keyRoutesOf(declared).map((route) => route.name)).toEqual([
      'home',
      'login',
      'shop',
      'product',
      'cart',
      'orders',
      'series',
      'about',
      'videos',
      'news',
    ]);
    expect(Object.keys(earlyCallsOf(declared)).sort()).toEqual([
      '/goodsDeil',
      '/homePage',
      '/news',
      '/produceSeries',
      '/reach',
      '/storePage',
      '/videoView',
    ]);
    expect(keyRoutesOf(declared).filter((route) => route.loggedIn)).toEqual([
      { name: 'cart', hash: '#/cartView', loggedIn: true },
      { name: 'orders', hash: '#/buyTab', loggedIn: true },
    ]);
    expect(keyRoutesOf(declared).find((route) => route.landing)?.hash).toBe('#/homePage');
    expect(aliasesOf(declared)).toEqual({ '/': '/homePage' });
  });

  it('take in a route added by its declaration alone', () => {
    const routes = [...declared, added];
    expect(keyRoutesOf(routes).at(-1)).toEqual({
      name: 'newPage',
      hash: '#/newPage',
      loggedIn: true,
    });
    expect(earlyCallsOf(routes)['/newPage']).toEqual([
      {
        method: 'GET',
        path: '/reach/portal/api/about/getNewsList',
        query: { language: LANGUAGE },
      },
    ]);
    expect(preloadedRoutes(routes).map((route) => route.path)).toContain('/newPage');
    expect(preloadedRoutes([{ ...added, development: true }])).toEqual([]);
  });

  it('give the login guard a route that declares it needs a login', () => {
    const top = createRootRoute();
    const tree = top.addChildren([
      createRoute({ getParentRoute: () => top, path: '/open' }),
      createRoute({ getParentRoute: () => top, path: '/newPage', staticData: { login: true } }),
    ]);
    expect([...pathsNeedingLogin(tree)]).toEqual(['/newPage']);
  });
});

describe('what names routes without declaring them', () => {
  it("names only declared routes: the endpoints' screens (docs/api.md)", () => {
    // `shell`: the header and footer, on every route.
    const paths = new Set(['shell', ...declared.map((route) => route.path)]);
    const unknown = allEndpoints.flatMap((endpoint) =>
      [...endpoint.usedBy, ...(endpoint.otherMethod?.routes ?? [])]
        .filter((path) => !paths.has(path))
        .map((path) => `${endpoint.name}: ${path}`),
    );
    expect(unknown).toEqual([]);
  });
});
