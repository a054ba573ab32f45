import { LOCALES } from '../../src/i18n/locales';
import type { PortalFixtures } from '../../fixtures/portal';
import type { MockContext } from '../http/context';
import { idForLocale } from '../../src/i18n/localeIds';

/**
 * The portal's public content under /__mock/data/<name>, for testers browsing
 * the data. Names carry a portal prefix so another domain's collections
 * (its own news, cases...) never replace these.
 */
export function publishPortal(ctx: MockContext, fixtures: PortalFixtures): void {
  const { menus, banners, home, pages, airland, paas, docs } = fixtures;
  ctx.publish(
    'portalMenus',
    LOCALES.flatMap((language) =>
      (['product', 'service', 'solution'] as const).map((type) => ({
        id: `${type}-${language}`,
        type,
        language,
        menu: menus[type][language],
      })),
    ),
  );
  ctx.publish(
    'portalBanners',
    [...banners].flatMap(([type, list]) =>
      LOCALES.flatMap((language) =>
        list[language].map((banner, index) => ({
          id: `${type}-${language}-${index + 1}`,
          type,
          language,
          ...banner,
        })),
      ),
    ),
  );
  ctx.publish(
    'portalNews',
    LOCALES.flatMap((language) => home.news[language].map((news) => ({ ...news, language }))),
  );
  ctx.publish(
    'portalCases',
    LOCALES.flatMap((language) => home.cases[language].map((item) => ({ ...item, language }))),
  );
  ctx.publish(
    'portalPages',
    LOCALES.flatMap((language) => [
      ...(['product', 'service', 'solution'] as const).flatMap((family) =>
        [...pages[family]].map(([id, blocks]) => ({
          id: idForLocale(id, language),
          family,
          language,
          blocks: blocks[language],
        })),
      ),
      {
        id: idForLocale('airland', language),
        family: 'airland',
        language,
        blocks: airland[language],
      },
      { id: idForLocale('paas', language), family: 'paas', language, blocks: paas[language] },
    ]),
  );
  ctx.publish(
    'portalDocs',
    LOCALES.flatMap((language) =>
      docs.search('', language, 'public').map((doc) => ({
        id: doc.itemId,
        language,
        ...doc,
      })),
    ),
  );
}
