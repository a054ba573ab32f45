/**
 * The router's routes for the browser tests: each path with its translated titles, the alias and
 * protected paths, and real ids from the mock for the routes that take one.
 */
import type { APIRequestContext } from '@playwright/test';
import { setupI18n, type Messages, type MessageDescriptor } from '@lingui/core';
import { withRouteServer } from '../../scripts/routes/routeDeclarations';

export type Locale = 'zh' | 'en';

export interface RouteEntry {
  path: string;
  /** The translated `staticData.title`, or undefined when the route has none. */
  titles: Record<Locale, string> | undefined;
  /** Its declaration says it needs a login (spec §2.2). */
  login: boolean;
  /** A development tool's route, which only the development server has. */
  development: boolean;
  /** It declares public calls the HTML's start-up script makes early. */
  earlyCalls: boolean;
  /** The route this path is another address of. */
  aliasOf: string | undefined;
}

interface RouteTables {
  /** The product's routes, as a build has them. */
  product: RouteEntry[];
  /** The development tools' routes, which only the development server has. */
  development: RouteEntry[];
}

/**
 * The router's own routes as they declare themselves (scripts/routes/routeDeclarations.ts), each
 * title translated by the real catalogs, so routes added later are covered too.
 */
function loadRouteTables(): Promise<RouteTables> {
  return withRouteServer(process.cwd(), async (runner, readRoutes) => {
    const i18n = setupI18n();
    for (const locale of ['zh', 'en'] as const) {
      // Route titles belong to the shell, shown before any screen's texts arrive, except the
      // development-only routes' titles, which are texts of their feature so that no build ships
      // them (docs/decisions.md "Live view of the running machines").
      for (const catalog of ['shell', 'screens']) {
        const { messages } = (await runner.import(`/src/locales/${locale}/${catalog}.po`)) as {
          messages: Messages;
        };
        i18n.load(locale, messages);
      }
    }
    const translate = (title: MessageDescriptor, locale: Locale) => {
      i18n.activate(locale);
      return i18n._(title);
    };
    const routes: RouteEntry[] = (await readRoutes()).map(
      ({ path, title, login, development, early, aliasOf }) => ({
        path,
        titles: title && { zh: translate(title, 'zh'), en: translate(title, 'en') },
        login,
        development,
        earlyCalls: early.length > 0,
        aliasOf,
      }),
    );
    return {
      product: routes.filter((route) => !route.development),
      development: routes.filter((route) => route.development),
    };
  });
}

// Computed once where Playwright collects the tests; workers started afterwards inherit it.
const routeTables: RouteTables = process.env.E2E_ROUTE_TABLE
  ? (JSON.parse(process.env.E2E_ROUTE_TABLE) as RouteTables)
  : await loadRouteTables();
process.env.E2E_ROUTE_TABLE = JSON.stringify(routeTables);

export const routeTable: RouteEntry[] = routeTables.product;
export const developmentRouteTable: RouteEntry[] = routeTables.development;

/** The address to open for a route whose path takes a parameter: a real value of it. */
export const SAMPLE_PATHS: Record<string, string> = {
  '/__machines/$machineId': '/__machines/session',
};

/** The paths that are only another route's other address (`/`: route table "/ and /homePage"). */
export const ALIASES: Record<string, string> = Object.fromEntries(
  routeTable.flatMap(({ path, aliasOf }) => (aliasOf ? [[path, aliasOf]] : [])),
);
/** The routes that need a login, as their declarations say (spec §2.2). */
export const PROTECTED: readonly string[] = routeTable
  .filter((route) => route.login)
  .map((route) => route.path);
/** What a route expects in storage: the messaging-app form is for a user who came with a code. */
export const SAMPLE_STORAGE: Record<string, Record<string, string>> = {
  '/wXuserDetail': { wxCode: 'e2e-sample-code' },
};

// Sample data for routes that are gone would go unused without a sound.
const declaredPaths = new Set([...routeTable, ...developmentRouteTable].map(({ path }) => path));
for (const path of [...Object.keys(SAMPLE_PATHS), ...Object.keys(SAMPLE_STORAGE)]) {
  if (!declaredPaths.has(path))
    throw new Error(`routeTable: sample data for ${path}, no such route`);
}

async function portal<T>(request: APIRequestContext, path: string, locale: Locale): Promise<T> {
  const response = await request.post(`reach/portal/api/${path}`, {
    params: { language: locale },
    data: {},
  });
  return ((await response.json()) as { data: T }).data;
}

interface Menu {
  menuId: string;
  menuList?: Menu[];
}

const firstChild = (menus: Menu[]) => menus[0]?.menuList?.[0]?.menuId ?? '';

const samples: Partial<Record<Locale, Promise<Record<string, string>>>> = {};

/** Real ids from the mock for the routes that take one, in the language shown (ids are per language). */
export function sampleSearch(
  request: APIRequestContext,
  locale: Locale,
): Promise<Record<string, string>> {
  samples[locale] ??= loadSampleSearch(request, locale);
  return samples[locale];
}

async function loadSampleSearch(
  request: APIRequestContext,
  locale: Locale,
): Promise<Record<string, string>> {
  const products = await request.get('f/eshopping/eshoppingModeAndProduct/ProductList', {
    params: { language: locale },
  });
  const [product] = ((await products.json()) as { data: { id: string; modeId: string }[] }).data;
  const productMenu = await portal<Menu[]>(request, 'menu/getProductMenu', locale);
  const serviceMenu = await portal<Menu[]>(request, 'menu/getServiceMenu', locale);
  const solutionMenu = await portal<Menu[]>(request, 'menu/getSolutionMenu', locale);
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
  return {
    '/goodsDeil': query({ id: product?.id ?? '', modeId: product?.modeId ?? '' }),
    '/produceSeries': query({ routerId: firstChild(productMenu) }),
    '/addValue': query({ serviceTypeId: firstChild(serviceMenu) }),
    '/solve': query({ solutionTypeId: firstChild(solutionMenu) }),
    '/cooperation': query({ succs: 'true' }),
    '/userDetail': query({ changepwd: 'false' }),
  };
}

/** `<route title> | <site name>`, the route title translated from its `staticData.title`. */
export function titlePattern(path: string, locale: Locale): RegExp {
  const title = [...routeTable, ...developmentRouteTable].find((route) => route.path === path)
    ?.titles?.[locale];
  if (!title) throw new Error(`${path} has no title`);
  return new RegExp(`^${escapeRegExp(title)} \\| `);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
