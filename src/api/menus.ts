import { callEndpoint } from './callEndpoint';
import {
  getMenuBanner,
  getProductMenu,
  getServiceMenu,
  getSolutionMenu,
  type MenuGroup,
  type MenuSection,
  type MenuType,
} from './contract/portal/menu';
import type { Banner } from './contract/portal/home';
import type { Locale } from '../i18n/locales';
import { oncePerKey } from '../lib/oncePerKey';

export type { MenuGroup, MenuItem, MenuSection, MenuType } from './contract/portal/menu';
export type { Banner } from './contract/portal/home';

export interface HeaderMenus {
  product: MenuSection[];
  service: MenuGroup[];
  solution: MenuGroup[];
}

/** One menu; an unreachable menu is an empty one, so the other panels still show. */
async function settle<T>(call: Promise<{ data: T[] } | undefined>): Promise<T[]> {
  try {
    return (await call)?.data ?? [];
  } catch {
    return [];
  }
}

async function fetchHeaderMenus(language: Locale): Promise<HeaderMenus> {
  const [product, service, solution] = await Promise.all([
    settle(callEndpoint(getProductMenu, { language })),
    settle(callEndpoint(getServiceMenu, { language })),
    settle(callEndpoint(getSolutionMenu, { language })),
  ]);
  return { product, service, solution };
}

/**
 * The header's three mega-menus in a language, asked once per language and
 * page life: every panel and the drawer read the same promise.
 */
export const loadHeaderMenus = oncePerKey(fetchHeaderMenus);

/** The advert of a menu entry; `undefined` when it has none or the call fails. */
async function fetchMenuBanner(type: MenuType, menuId: string): Promise<Banner | undefined> {
  try {
    const result = await callEndpoint(getMenuBanner, { type, menuId });
    return result?.data ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The advert of a menu entry, asked once per entry and page life: pointing at a category
 * again shows its advert at once. Only the panels ask, so it is not on the first load.
 */
export const loadMenuBanner = oncePerKey(fetchMenuBanner, (type, menuId) => `${type}:${menuId}`);
