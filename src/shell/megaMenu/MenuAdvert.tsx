import { Suspense, use } from 'react';
import { loadMenuBanner, type MenuType } from '../../api/menus';
import { appHref } from '../../components/content/contentLinks';
import * as css from './megaMenu.css';

interface MenuAdvertProps {
  type: MenuType;
  /** The entry whose advert is shown (the category or group the visitor points at). */
  menuId: string;
  /** The advert's link was followed: the menu closes. */
  onNavigate: () => void;
}

function Advert({ type, menuId, onNavigate }: MenuAdvertProps) {
  const banner = use(loadMenuBanner(type, menuId));
  const href = appHref(banner?.adLink);
  if (!banner || !href) return null;
  return (
    <a className={css.advert} href={href} onClick={onNavigate}>
      <img className={css.advertImage} src={banner.adImage} alt="" loading="lazy" />
      <span className={css.advertTitle}>{banner.adTitle}</span>
    </a>
  );
}

/**
 * A panel's advert (getMenuBanner, shop-and-shell §7 "Shell and site"), asked when the panel
 * shows its entry; while it comes, and for an entry without one, the panel shows none.
 */
export function MenuAdvert(props: MenuAdvertProps) {
  return (
    <aside className={css.advertSlot}>
      <Suspense fallback={null}>
        <Advert key={`${props.type}:${props.menuId}`} {...props} />
      </Suspense>
    </aside>
  );
}
