import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../session/useSession';
import * as css from './drawer.css';

/** The drawer's account part: login and register, or the user's pages and quit. */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const { loggedIn, user, logOut } = useSession();
  if (!loggedIn || !user) {
    return (
      <div className={css.account}>
        <Link to="/loginn" className={css.button} onClick={onNavigate}>
          <Trans>Log in</Trans>
        </Link>
        <Link to="/register" className={css.primaryButton} onClick={onNavigate}>
          <Trans>Register</Trans>
        </Link>
      </div>
    );
  }
  return (
    <section className={css.group} aria-label={t`Account`}>
      <p className={css.groupTitle}>{user.nickname || user.username}</p>
      <ul className={css.links}>
        <li>
          <Link to="/userDetail" className={css.link} onClick={onNavigate}>
            <Trans>My information</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/userDetail"
            search={{ changepwd: true }}
            className={css.link}
            onClick={onNavigate}
          >
            <Trans>Change password</Trans>
          </Link>
        </li>
        <li>
          <Link to="/buyTab" className={css.link} onClick={onNavigate}>
            <Trans>Purchased</Trans>
          </Link>
        </li>
        <li>
          <Link to="/cartView" className={css.link} onClick={onNavigate}>
            <Trans>Shopping cart</Trans>
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={css.linkButton}
            onClick={() => {
              onNavigate();
              logOut();
            }}
          >
            <Trans>Quit</Trans>
          </button>
        </li>
      </ul>
    </section>
  );
}
