import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LanguageSelect } from '../../../components/language/LanguageSelect';
import { useSession } from '../../../session/useSession';
import type { ProductRowData } from '../home/shopHomeData';
import { IndustryMenu } from './IndustryMenu';
import * as css from './second.css';

/** The second shop's own header (the shared one is hidden here): home, industries, language, cart. */
export function SecondShopHeader({ rows }: { rows: ProductRowData[] }) {
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
        <IndustryMenu rows={rows} />
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
