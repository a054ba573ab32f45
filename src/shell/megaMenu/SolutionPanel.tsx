import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { MenuGroup } from '../../api/menus';
import { MenuAdvert } from './MenuAdvert';
import { MenuEntry } from './MenuEntry';
import * as css from './megaMenu.css';

/**
 * Two groups, device solutions first: six to a row (spec §9 "split after 6"),
 * so the seventh and later start a second row; then the industry solutions.
 * The advert beside them is the group's the visitor points at (the first at first).
 */
export function SolutionPanel({
  groups,
  onNavigate,
}: {
  groups: MenuGroup[];
  onNavigate: () => void;
}) {
  const [active, setActive] = useState(groups[0]?.menuId);
  return (
    <div className={css.advertedPanel}>
      <div className={css.solutionPanel}>
        {groups.map((group) => (
          <section
            key={group.menuId}
            className={css.solutionGroup}
            onPointerEnter={() => setActive(group.menuId)}
            onFocus={() => setActive(group.menuId)}
          >
            <h3 className={css.groupTitle}>{group.menuName}</h3>
            <ul className={css.solutionGrid}>
              {group.menuList.map((solution) => (
                <li key={solution.menuId}>
                  <Link
                    to="/solve"
                    search={{ solutionTypeId: solution.menuId }}
                    className={css.itemLink}
                    onClick={onNavigate}
                  >
                    <MenuEntry item={solution} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {active ? <MenuAdvert type="solution" menuId={active} onNavigate={onNavigate} /> : null}
    </div>
  );
}
