/**
 * The preload map is built from the routes as they declare themselves, read by running the
 * router's own tree (scripts/routes/routeDeclarations.ts): a route added to the tree is in it.
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import {
  readRouteDeclarations,
  withRouteServer,
  type RouteDeclaration,
} from '../../../scripts/routes/routeDeclarations';
import { preloadedRoutes } from '../../../scripts/vite/routePreload';
import { routeTree } from '../../../src/routes/routeTree';

const root = resolve(import.meta.dirname, '../../..');
const module = (path: string) => resolve(root, path);

let routes: RouteDeclaration[] = [];
beforeAll(async () => {
  routes = await readRouteDeclarations(root);
}, 60_000);

const route = (path: string) => {
  const found = routes.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path} read`);
  return found;
};

/** The paths of the router's tree, walked as the router holds it. */
function treePaths(node: AnyRoute): string[] {
  const path = (node.options as { path?: string }).path;
  return [
    ...(path ? [path] : []),
    ...Object.values<AnyRoute>(node.children ?? {}).flatMap(treePaths),
  ];
}

describe('the route declarations the build reads', () => {
  it('are every route of the router, each once', () => {
    expect(routes.map((candidate) => candidate.path).sort()).toEqual(treePaths(routeTree).sort());
  });

  it("give a deep link's screen (which holds its loader) and its feature's texts", () => {
    expect(route('/goodsDeil')).toMatchObject({
      modules: [module('src/features/shop/detail/ProductDetailScreen')],
      screenTexts: 'shop',
      login: false,
    });
  });

  it("give the loader's own module, shared by the routes of a file", () => {
    expect(route('/produceSeries').modules).toContain(module('src/features/content/pageLoaders'));
    expect([...route('/Pass').modules].sort()).toEqual([
      module('src/features/content/PlatformScreen'),
      module('src/features/content/pageLoaders'),
    ]);
    expect(route('/cartView')).toMatchObject({
      modules: [module('src/features/cart/CartScreen'), module('src/features/cart/loadCheckout')],
      login: true,
    });
  });

  it("leave the process's NODE_ENV as it was, so a build after them is still a production build", async () => {
    const before = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      await withRouteServer(root, async () => undefined);
      expect(process.env.NODE_ENV).toBeUndefined();
    } finally {
      process.env.NODE_ENV = before;
    }
  }, 60_000);

  it("know the landing page needs no feature's texts", () => {
    expect(route('/homePage')).toMatchObject({
      modules: [module('src/features/home/HomeScreen')],
      screenTexts: undefined,
    });
  });
});

describe('the routes a build preloads', () => {
  const declared = (overrides: Partial<RouteDeclaration>): RouteDeclaration => ({
    path: '/x',
    title: undefined,
    login: false,
    development: false,
    early: [],
    keyRoute: undefined,
    aliasOf: undefined,
    screenTexts: 'cart',
    modules: [module('src/features/cart/CartScreen')],
    ...overrides,
  });

  it('leave out the development tools', () => {
    expect(preloadedRoutes(routes).some((candidate) => candidate.development)).toBe(false);
    expect(preloadedRoutes(routes).map((candidate) => candidate.path)).not.toContain('/__machines');
  });

  it("refuse a screen that waits for another feature's texts", () => {
    expect(() =>
      preloadedRoutes([declared({ modules: [module('src/features/shop/ShopScreen')] })]),
    ).toThrow('/x waits for the texts of cart');
    expect(preloadedRoutes([declared({})])).toHaveLength(1);
  });
});
