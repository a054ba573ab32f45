import { use } from 'react';
import { useLingui } from '@lingui/react';
import { loadHeaderMenus } from '../../api/menus';
import { isLocale } from '../../i18n/locales';
import { linkPanels, type PanelKey } from '../topMenu';
import { LinksPanel } from './LinksPanel';
import { ProductPanel } from './ProductPanel';
import { SolutionPanel } from './SolutionPanel';

export interface MegaPanelProps {
  panel: PanelKey;
  /** A link of the panel was followed: the menu closes. */
  onNavigate: () => void;
}

/** The content of one top item's panel. */
export function MegaPanel({ panel, onNavigate }: MegaPanelProps) {
  if (panel === 'products' || panel === 'solutions') {
    return <DataPanel panel={panel} onNavigate={onNavigate} />;
  }
  return <LinksPanel links={linkPanels[panel]} onNavigate={onNavigate} />;
}

function DataPanel({
  panel,
  onNavigate,
}: {
  panel: 'products' | 'solutions';
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  const menus = use(loadHeaderMenus(isLocale(i18n.locale) ? i18n.locale : 'zh'));
  return panel === 'products' ? (
    <ProductPanel sections={menus.product} services={menus.service} onNavigate={onNavigate} />
  ) : (
    <SolutionPanel groups={menus.solution} onNavigate={onNavigate} />
  );
}
