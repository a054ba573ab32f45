import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoutes } from '../../../scripts/vite/routePreload';

const root = resolve(import.meta.dirname, '../../..');
const routes = readRoutes(resolve(root, 'src/routes'));
const route = (path: string) => {
  const found = routes.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path} read`);
  return found;
};
const module = (path: string) => resolve(root, path);

describe('the route preload map reads the route files', () => {
  it("finds a deep link with a query: its screen (which holds its loader), its schemas and its feature's texts", () => {
    expect(route('/goodsDeil')).toEqual({
      path: '/goodsDeil',
      modules: [module('src/features/shop/detail/ProductDetailScreen')],
      screenTexts: 'shop',
    });
  });

  it('follows a lazy import shared by the routes of a file', () => {
    expect(route('/produceSeries').modules).toContain(module('src/features/content/pageLoaders'));
    expect([...route('/Pass').modules].sort()).toEqual([
      module('src/features/content/PlatformScreen'),
      module('src/features/content/pageLoaders'),
    ]);
  });

  it("knows the landing page needs neither the schemas nor a feature's texts", () => {
    expect(route('/homePage')).toEqual({
      path: '/homePage',
      modules: [module('src/features/home/HomeScreen')],
      screenTexts: undefined,
    });
  });

  it('reads every route of the route tree', () => {
    expect(routes.map((candidate) => candidate.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/loginn',
        '/storePage',
        '/cartView',
        '/buyTab',
        '/news',
        '/reach',
      ]),
    );
    expect(new Set(routes.map((candidate) => candidate.path)).size).toBe(routes.length);
  });
});

describe("a route's screen texts", () => {
  it("must be its screen's own feature's", () => {
    const dir = mkdtempSync(join(tmpdir(), 'routes-'));
    writeFileSync(
      join(dir, 'wrongRoutes.ts'),
      "createRoute({ path: '/x', component: lazyScreen('cart', () => import('../features/shop/ShopScreen'), 'ShopScreen') });",
    );
    expect(() => readRoutes(dir)).toThrow('/x waits for the texts of cart');
  });
});
