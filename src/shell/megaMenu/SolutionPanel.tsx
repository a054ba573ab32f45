import { Link } from '@tanstack/react-router';
import type { MenuGroup } from '../../api/menus';
import { MenuEntry } from './MenuEntry';
import * as css from './megaMenu.css';

/**
 * Two groups, device solutions first: six to a row (spec §9 "split after 6"),
 * so the seventh and later start a second row; then the industry solutions.
 */
export function SolutionPanel({
  groups,
  onNavigate,
}: {
  groups: MenuGroup[];
  onNavigate: () => void;
}) {
  return (
    <div className={css.solutionPanel}>
      {groups.map((group) => (
        <section key={group.menuId} className={css.solutionGroup}>
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
  );
}
