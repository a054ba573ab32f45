import { Suspense, use } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/dialogs/Dialog';
import { loadHeaderMenus, type HeaderMenus } from '../../api/menus';
import { isLocale } from '../../i18n/locales';
import {
  isPanelKey,
  linkPanels,
  platformLinks,
  topItems,
  type MenuLink,
  type PanelKey,
} from '../topMenu';
import { SmartLink } from '../SmartLink';
import { DrawerAccount } from './DrawerAccount';
import { DrawerLanguages } from './DrawerLanguages';
import * as css from './drawer.css';

/** The collapsed menu (1320 px or less, phones and tablets): every top item as a section. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={<Trans>Menu</Trans>}
      variant="drawer"
    >
      <nav aria-label={t`Main menu`}>
        <ul className={css.sections}>
          {topItems.map((item) => (
            <li key={item.key}>
              {isPanelKey(item.key) ? (
                <details className={css.section}>
                  <summary className={css.summary}>{i18n._(item.label)}</summary>
                  <Suspense fallback={<p className={css.loading}>{t`Loading…`}</p>}>
                    <SectionLinks panel={item.key} onNavigate={onClose} />
                  </Suspense>
                </details>
              ) : item.key === 'smart' ? (
                <SmartLink className={css.topLink} onFollow={onClose}>
                  {i18n._(item.label)}
                </SmartLink>
              ) : 'link' in item ? (
                <Link {...item.link} className={css.topLink} onClick={onClose}>
                  {i18n._(item.label)}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      <DrawerAccount onNavigate={onClose} />
      <Suspense fallback={null}>
        <DrawerLanguages />
      </Suspense>
    </Dialog>
  );
}

function SectionLinks({ panel, onNavigate }: { panel: PanelKey; onNavigate: () => void }) {
  if (panel === 'products' || panel === 'solutions') {
    return <DataLinks panel={panel} onNavigate={onNavigate} />;
  }
  return <Links links={linkPanels[panel]} onNavigate={onNavigate} />;
}

function DataLinks({
  panel,
  onNavigate,
}: {
  panel: 'products' | 'solutions';
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  const menus: HeaderMenus = use(loadHeaderMenus(isLocale(i18n.locale) ? i18n.locale : 'zh'));
  if (panel === 'solutions') {
    return (
      <>
        {menus.solution.map((group) => (
          <div key={group.menuId} className={css.group}>
            <p className={css.groupTitle}>{group.menuName}</p>
            <ul className={css.links}>
              {group.menuList.map((solution) => (
                <li key={solution.menuId}>
                  <Link
                    to="/solve"
                    search={{ solutionTypeId: solution.menuId }}
                    className={css.link}
                    onClick={onNavigate}
                  >
                    {solution.menuName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </>
    );
  }
  return (
    <>
      {menus.product.map((category) => (
        <div key={category.menuId} className={css.group}>
          <Link
            to="/produceSeries"
            search={{ routerId: category.menuId }}
            className={css.groupTitleLink}
            onClick={onNavigate}
          >
            {category.menuName}
          </Link>
          <ul className={css.links}>
            {category.menuList.map((series) => (
              <li key={series.menuId}>
                <Link
                  to="/produceSeries"
                  search={{ routerId: series.menuId }}
                  className={css.link}
                  onClick={onNavigate}
                >
                  {series.menuName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className={css.group}>
        <p className={css.groupTitle}>
          <Trans>Value-added services</Trans>
        </p>
        <ul className={css.links}>
          {menus.service.flatMap((group) =>
            group.menuList.map((service) => (
              <li key={service.menuId}>
                <Link
                  to="/addValue"
                  search={{ serviceTypeId: service.menuId }}
                  className={css.link}
                  onClick={onNavigate}
                >
                  {service.menuName}
                </Link>
              </li>
            )),
          )}
        </ul>
        <Links links={platformLinks} onNavigate={onNavigate} />
      </div>
    </>
  );
}

function Links({ links, onNavigate }: { links: readonly MenuLink[]; onNavigate: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul className={css.links}>
      {links.map((entry) => (
        <li key={i18n._(entry.label)}>
          <Link {...entry.link} className={css.link} onClick={onNavigate}>
            {i18n._(entry.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
