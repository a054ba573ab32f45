import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { DEFAULT_LOGIN_TARGET } from '../../../../machines/loginRules';
import { isSameWechatLoginState } from '../../../domain/wechatLoginState';
import { sentWechatLoginState } from '../../../lib/wechatLoginState';
import { LoginPanel } from './LoginPanel';
import { WxCodeExchange } from './WxCodeExchange';
import { WxReturnRefused } from './WxReturnRefused';
import { refuseWechatReturn } from './refuseWechatReturn';
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
  // Back from WeChat: its code and state come before the `#`. A login this tab started moves into
  // this route's query, to be exchanged; any other is refused at once.
  useEffect(() => {
    const returned = takeCodeBeforeHash();
    if (!returned) return;
    if (!isSameWechatLoginState(returned.state, sentWechatLoginState()))
      return refuseWechatReturn();
    void navigate({
      to: '/loginn',
      search: { redirect: search.redirect, ...returned },
      replace: true,
    });
  }, [navigate, search.redirect]);
  // A code already in the query (a link someone made) is exchanged only with this tab's state.
  const startedHere = useMemo(
    () => isSameWechatLoginState(search.state, sentWechatLoginState()),
    [search.state],
  );
  return (
    <div className={form.page}>
      <section className={form.card} aria-labelledby="login-title">
        <h1 id="login-title" className={form.title}>
          <Trans>Log in to your account</Trans>
        </h1>
        {search.code && startedHere ? (
          <WxCodeExchange code={search.code} target={target} onFailed={dropCode} />
        ) : search.code ? (
          <WxReturnRefused onDone={dropCode} />
        ) : (
          <LoginPanel target={target} startWithQr={search.lgin === 'wx'} />
        )}
      </section>
    </div>
  );
}
