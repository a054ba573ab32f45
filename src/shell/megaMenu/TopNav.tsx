import { lazy, Suspense, useId, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { isPanelKey, topItems, type PanelKey } from '../topMenu';
import { SmartLink } from '../SmartLink';
import { useMegaMenuMachine } from '../../components/megaMenu/useMegaMenuMachine';
import { megaMenuPanel } from '../../components/megaMenu/megaMenuPanel.css';
import * as css from './megaMenu.css';

const loadPanel = () => import('./MegaPanel');
// The panels (and the menus' data) are not on the first screen: they load on the first approach.
const MegaPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaPanel })));

/**
 * The wide header's top menu: disclosure buttons whose panels open on hover after
 * the machine's delay, and at once from the keyboard (Enter, Space, ArrowDown).
 */
export function TopNav() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const panelId = useId();
  const itemIdPrefix = useId();
  const itemId = (key: string) => `${itemIdPrefix}-${key}`;
  const { shown, send, navProps } = useMegaMenuMachine<PanelKey>(itemId, 'main');

  const onButtonKey = (key: PanelKey) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      send({ type: 'OPEN', menu: key });
    }
  };

  return (
    <nav
      className={css.nav}
      aria-label={t`Main menu`}
      onPointerEnter={() => void loadPanel()}
      {...navProps}
    >
      <ul className={css.topList}>
        {topItems.map((item) => (
          <li key={item.key} className={css.topEntry}>
            {isPanelKey(item.key) ? (
              <>
                <button
                  type="button"
                  id={itemId(item.key)}
                  className={css.topItem}
                  aria-expanded={shown === item.key}
                  aria-controls={shown === item.key ? panelId : undefined}
                  onPointerEnter={() => send({ type: 'POINTER_ENTER', menu: item.key })}
                  onPointerLeave={() => send({ type: 'POINTER_LEAVE' })}
                  onFocus={() => void loadPanel()}
                  onKeyDown={onButtonKey(item.key as PanelKey)}
                  onClick={(event) =>
                    send({ type: 'CLICK', menu: item.key, byPointer: event.detail > 0 })
                  }
                >
                  {i18n._(item.label)}
                  <span className={css.chevron} aria-hidden="true" />
                </button>
                {/* The panel follows its button, so Tab goes from the button into its links. */}
                {shown === item.key ? (
                  <div
                    id={panelId}
                    className={megaMenuPanel}
                    onPointerEnter={() => send({ type: 'POINTER_ENTER', menu: shown })}
                    onPointerLeave={() => send({ type: 'POINTER_LEAVE' })}
                  >
                    <Suspense fallback={<p className={css.loading}>{t`Loading…`}</p>}>
                      <MegaPanel panel={shown} onNavigate={() => send({ type: 'CLOSE' })} />
                    </Suspense>
                  </div>
                ) : null}
              </>
            ) : item.key === 'smart' ? (
              <SmartLink
                className={css.topItem}
                onPointerEnter={() => send({ type: 'POINTER_LEAVE' })}
              >
                {i18n._(item.label)}
              </SmartLink>
            ) : 'link' in item ? (
              <Link
                {...item.link}
                className={css.topItem}
                onPointerEnter={() => send({ type: 'POINTER_LEAVE' })}
              >
                {i18n._(item.label)}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
