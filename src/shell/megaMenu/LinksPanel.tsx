import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { MenuLink } from '../topMenu';
import * as css from './megaMenu.css';

/** A panel of the site's own pages (developer, support, cooperation, about). */
export function LinksPanel({
  links,
  onNavigate,
}: {
  links: readonly MenuLink[];
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <ul className={css.linkList}>
      {links.map((entry) => (
        <li key={i18n._(entry.label)}>
          <Link {...entry.link} className={css.panelLink} onClick={onNavigate}>
            {i18n._(entry.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
