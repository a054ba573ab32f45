import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useSession } from '../../session/useSession';
import * as dropdown from '../../components/dropdown/dropdown.css';
import * as css from './account.css';

const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** Logged out: login and register links. Logged in: the nickname and its dropdown. */
export function AccountArea() {
  const { loggedIn, user } = useSession();
  if (loggedIn && user) {
    const name = user.nickname || user.username;
    return (
      <Suspense fallback={<span className={dropdown.trigger}>{name}</span>}>
        <UserMenu nickname={name} />
      </Suspense>
    );
  }
  return (
    <div className={css.authLinks}>
      <Link to="/loginn" className={css.authLink}>
        <Trans>Log in</Trans>
      </Link>
      <Link to="/register" className={css.registerLink}>
        <Trans>Register</Trans>
      </Link>
    </div>
  );
}
