import { useCallback, useEffect } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { DEFAULT_LOGIN_TARGET } from '../../../../machines/loginRules';
import { LoginPanel } from './LoginPanel';
import { WxCodeExchange } from './WxCodeExchange';
import { takeCodeBeforeHash } from './codeBeforeHash';
import * as form from '../common/form.css';

/** /loginn (spec shop-and-shell §2.3): password or messaging-app login. */
export function LoginScreen() {
  const search = useSearch({ from: '/loginn' });
  const navigate = useNavigate();
  const target = search.redirect ?? DEFAULT_LOGIN_TARGET;
  const dropCode = useCallback(
    () => void navigate({ to: '/loginn', search: { redirect: search.redirect }, replace: true }),
    [navigate, search.redirect],
  );
  // Back from WeChat: its code comes before the `#`; it moves into this route's query.
  useEffect(() => {
    const code = takeCodeBeforeHash();
    if (code)
      void navigate({ to: '/loginn', search: { redirect: search.redirect, code }, replace: true });
  }, [navigate, search.redirect]);
  return (
    <div className={form.page}>
      <section className={form.card} aria-labelledby="login-title">
        <h1 id="login-title" className={form.title}>
          <Trans>Log in to your account</Trans>
        </h1>
        {search.code ? (
          <WxCodeExchange code={search.code} target={target} onFailed={dropCode} />
        ) : (
          <LoginPanel target={target} startWithQr={search.lgin === 'wx'} />
        )}
      </section>
    </div>
  );
}
