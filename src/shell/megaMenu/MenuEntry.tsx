import { SafeHtml } from '../../components/markup/SafeHtml';
import type { MenuItem } from '../../api/menus';
import * as css from './megaMenu.css';

/**
 * A menu node's picture, name and (sanitized) description, as a link's content.
 * Some descriptions already lead with the name in bold; the name is not repeated then.
 */
export function MenuEntry({ item }: { item: MenuItem }) {
  const namedInDescription = item.descript.includes(item.menuName);
  return (
    <>
      {item.icon ? (
        <img className={css.entryIcon} src={item.icon} alt="" width={32} height={32} />
      ) : null}
      <span className={css.entryText}>
        {namedInDescription ? null : <strong>{item.menuName}</strong>}
        {item.descript ? (
          <SafeHtml as="span" className={css.entryDescript} html={item.descript} />
        ) : null}
      </span>
    </>
  );
}
