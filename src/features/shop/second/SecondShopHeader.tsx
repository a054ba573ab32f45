import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Mode } from '../../../api/catalogue';
import { LanguageSelect } from '../../../components/language/LanguageSelect';
import { useSession } from '../../../session/useSession';
import { rowAnchor } from '../home/ProductRows';
import * as css from './second.css';

/** The second shop's own header (the shared one is hidden here): home, industries, language, cart. */
export function SecondShopHeader({ industries }: { industries: Mode[] }) {
  const { t } = useLingui();
  const { loggedIn, user } = useSession();
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <Link to="/homePage" className={css.logo}>
          <Trans>Reach IoT</Trans>
        </Link>
        <span className={css.shopName}>
          <Trans>Industry shop</Trans>
        </span>
        <nav aria-label={t`Industries`} className={css.nav}>
          <ul className={css.navList}>
            {industries.map((mode) => (
              <li key={mode.id}>
                <a
                  className={css.navLink}
                  href={`#${rowAnchor(mode.id)}`}
                  onClick={(event) => {
                    // Hash routing owns the URL's fragment: scroll instead of navigating.
                    event.preventDefault();
                    document
                      .getElementById(rowAnchor(mode.id))
                      ?.scrollIntoView({ behavior: 'smooth' });
                  }}
                >
                  {mode.modeName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.tools}>
          <Link to="/storePage" className={css.toolLink}>
            <Trans>Main shop</Trans>
          </Link>
          {loggedIn ? (
            <Link to="/cartView" className={css.toolLink}>
              <Trans>Cart</Trans>
              {user ? <span className={css.user}> · {user.nickname || user.username}</span> : null}
            </Link>
          ) : (
            <Link to="/loginn" search={{ redirect: '/secstorePage' }} className={css.toolLink}>
              <Trans>Log in</Trans>
            </Link>
          )}
          <LanguageSelect />
        </div>
      </div>
    </header>
  );
}
