import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { storage } from '../../../lib/storage';
import { LoginDialogs } from './LoginDialogs';
import { PasswordLoginForm } from './PasswordLoginForm';
import { QrLogin } from './QrLogin';
import { useLoginMachine } from './useLoginMachine';
import * as form from '../common/form.css';
import * as css from './login.css';

export interface LoginPanelProps {
  target: string;
  /** Open on the QR login (search `lgin=wx`). */
  startWithQr: boolean;
}

/** The switch between password and QR login, the form, the links and the WeChat icon. */
export function LoginPanel({ target, startWithQr }: LoginPanelProps) {
  const { t } = useLingui();
  const { state, send, dialog, closeDialog } = useLoginMachine({
    target,
    autoLogin: storage.autoLogin.get() ?? false,
  });
  const qrMode = state.matches('qrCode');
  const startedWithQr = useRef(false);
  useEffect(() => {
    // A ref, not state: StrictMode runs effects twice and the switch must happen once.
    if (startWithQr && !startedWithQr.current) {
      startedWithQr.current = true;
      send({ type: 'SWITCH_MODE' });
    }
  }, [startWithQr, send]);
  const showMode = (qr: boolean) => {
    if (qr !== qrMode) send({ type: 'SWITCH_MODE' });
  };
  return (
    <>
      <div className={css.modeSwitch} role="group" aria-label={t`Login method`}>
        <button
          type="button"
          className={css.modeButton}
          aria-pressed={!qrMode}
          onClick={() => showMode(false)}
        >
          <Trans>Password login</Trans>
        </button>
        <button
          type="button"
          className={css.modeButton}
          aria-pressed={qrMode}
          onClick={() => showMode(true)}
        >
          <Trans>WeChat QR login</Trans>
        </button>
      </div>
      {qrMode ? <QrLogin target={target} /> : <PasswordLoginForm state={state} send={send} />}
      <div className={`${form.links} ${css.moreLinks}`}>
        <button type="button" className={form.linkButton} onClick={() => showMode(true)}>
          <Trans>Quick login</Trans>
        </button>
        <Link to="/register">
          <Trans>Free registration</Trans>
        </Link>
      </div>
      <div className={css.social}>
        <Trans>Other ways to log in</Trans>
        <button
          type="button"
          className={css.wechatIcon}
          aria-label={t`Log in with WeChat`}
          title={t`Log in with WeChat`}
          onClick={() => showMode(true)}
        >
          W
        </button>
      </div>
      <LoginDialogs dialog={dialog} onClose={closeDialog} />
    </>
  );
}
