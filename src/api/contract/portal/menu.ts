/** The header's mega-menus (shop-and-shell §2.2, §3 "Menu node", §7 "Shell and site"). */
import * as z from 'zod/mini';
import { defineEndpoint, localeParam, noBody, PORTAL_API, portalEnvelope } from '../endpoint';
import { imageUrl, pageId } from './shared';
import { banner } from './home';

const menuFields = {
  /** The page id the app passes on (`routerId`, `serviceTypeId`, `solutionTypeId`); `_en` in English. */
  menuId: z.string(),
  menuName: z.string(),
  /** One or two short lines; may contain light markup (`<b>`, `<br>`), so render it sanitised. */
  descript: z.string(),
  icon: imageUrl,
};

/** A menu entry without children: it opens a page. Leaves carry no `menuList`. */
export const menuItem = z.object(menuFields);
export type MenuItem = z.infer<typeof menuItem>;

/** A menu entry whose children are items (a product series, a service or solution group). */
export const menuGroup = z.object({ ...menuFields, menuList: z.array(menuItem) });
export type MenuGroup = z.infer<typeof menuGroup>;

/** The product menu's first level: a category of series. */
export const menuSection = z.object({ ...menuFields, menuList: z.array(menuGroup) });
export type MenuSection = z.infer<typeof menuSection>;

export const MENU_TYPES = ['product', 'service', 'solution'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export const getProductMenu = defineEndpoint({
  name: 'getProductMenu',
  summary:
    'The product mega-menu, three levels: category, series, model. Some series have more than six models (the panel shows six).',
  method: 'POST',
  path: `${PORTAL_API}/menu/getProductMenu`,
  query: z.object({ language: localeParam }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(menuSection)),
  auth: 'public',
  usedBy: ['shell'],
});

export const getServiceMenu = defineEndpoint({
  name: 'getServiceMenu',
  summary: 'The value-added services menu: platform, software and data service groups.',
  method: 'POST',
  path: `${PORTAL_API}/menu/getServiceMenu`,
  query: z.object({ language: localeParam }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(menuGroup)),
  auth: 'public',
  usedBy: ['shell'],
});

export const getSolutionMenu = defineEndpoint({
  name: 'getSolutionMenu',
  summary:
    'The solutions menu as exactly two groups: device solutions first (more than six), then industry solutions.',
  method: 'POST',
  path: `${PORTAL_API}/menu/getSolutionMenu`,
  query: z.object({ language: localeParam }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.array(menuGroup)),
  auth: 'public',
  usedBy: ['shell'],
});

export const getMenuBanner = defineEndpoint({
  name: 'getMenuBanner',
  summary:
    "The advert of a mega-menu entry (its language follows the id's `_en` suffix); `data` is null for an id the menu does not have.",
  method: 'POST',
  path: `${PORTAL_API}/menu/getMenuBanner`,
  query: z.object({ type: z.enum(MENU_TYPES), menuId: pageId }),
  bodyKind: 'none',
  body: noBody,
  result: portalEnvelope(z.nullable(banner)),
  auth: 'public',
  usedBy: ['shell'],
});
