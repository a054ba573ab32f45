import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { MenuGroup, MenuSection } from '../../api/menus';
import { platformLinks } from '../topMenu';
import { MenuAdvert } from './MenuAdvert';
import { MenuEntry } from './MenuEntry';
import * as css from './megaMenu.css';

/** Spec §9: a product sub-group shows up to six items. */
export const ITEMS_PER_SUBGROUP = 6;

const SERVICES = 'services';

/**
 * Three levels: categories on the left (pointing at one shows its series), the
 * series of the chosen category with up to six models each. The value-added
 * services and the platform pages come last, as one more category. The chosen
 * category's advert (for the services, the first service group's) sits beside them.
 */
export function ProductPanel({
  sections,
  services,
  onNavigate,
}: {
  sections: MenuSection[];
  services: MenuGroup[];
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  const [active, setActive] = useState(sections[0]?.menuId ?? SERVICES);
  const section = sections.find((candidate) => candidate.menuId === active);
  const choose = (id: string) => () => setActive(id);

  return (
    <div className={css.productPanel}>
      <ul className={css.categoryList}>
        {sections.map((category) => (
          <li key={category.menuId}>
            <Link
              to="/produceSeries"
              search={{ routerId: category.menuId }}
              className={css.categoryLink}
              aria-current={category.menuId === active ? 'true' : undefined}
              onPointerEnter={choose(category.menuId)}
              onFocus={choose(category.menuId)}
              onClick={onNavigate}
            >
              {category.menuName}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={css.categoryLink}
            aria-current={active === SERVICES ? 'true' : undefined}
            onPointerEnter={choose(SERVICES)}
            onFocus={choose(SERVICES)}
            onClick={choose(SERVICES)}
          >
            <Trans>Value-added services</Trans>
          </button>
        </li>
      </ul>
      <div className={css.groupGrid}>
        {section
          ? section.menuList.map((series) => (
              <section key={series.menuId} className={css.group}>
                <h3 className={css.groupTitle}>
                  <Link
                    to="/produceSeries"
                    search={{ routerId: series.menuId }}
                    className={css.groupLink}
                    onClick={onNavigate}
                  >
                    {series.menuName}
                  </Link>
                </h3>
                <ul className={css.itemList}>
                  {series.menuList.slice(0, ITEMS_PER_SUBGROUP).map((model) => (
                    <li key={model.menuId}>
                      <Link
                        to="/produceSeries"
                        search={{ routerId: model.menuId }}
                        className={css.itemLink}
                        onClick={onNavigate}
                      >
                        <MenuEntry item={model} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          : services.map((group) => (
              <section key={group.menuId} className={css.group}>
                <h3 className={css.groupTitle}>{group.menuName}</h3>
                <ul className={css.itemList}>
                  {group.menuList.map((service) => (
                    <li key={service.menuId}>
                      <Link
                        to="/addValue"
                        search={{ serviceTypeId: service.menuId }}
                        className={css.itemLink}
                        onClick={onNavigate}
                      >
                        <MenuEntry item={service} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        {section ? null : (
          <section className={css.group}>
            <h3 className={css.groupTitle}>
              <Trans>Platforms</Trans>
            </h3>
            <ul className={css.itemList}>
              {platformLinks.map((entry) => (
                <li key={i18n._(entry.label)}>
                  <Link {...entry.link} className={css.itemLink} onClick={onNavigate}>
                    {i18n._(entry.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {section ? (
        <MenuAdvert type="product" menuId={section.menuId} onNavigate={onNavigate} />
      ) : services[0] ? (
        <MenuAdvert type="service" menuId={services[0].menuId} onNavigate={onNavigate} />
      ) : null}
    </div>
  );
}
