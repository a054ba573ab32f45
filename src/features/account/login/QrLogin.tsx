import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { wechatQrPageUrl } from '../../../api/account/wechatQr';
import { DEFAULT_LOGIN_TARGET } from '../../../../machines/loginRules';
import { storedLocale } from '../../../lib/storage';
import { createWechatLoginState, keepWechatLoginState } from '../../../lib/wechatLoginState';
import * as form from '../common/form.css';
import * as css from './login.css';

/** Where the QR page returns: this login page, keeping where the user was going. */
function returnHash(target: string): string {
  const query =
    target === DEFAULT_LOGIN_TARGET ? '' : `?${new URLSearchParams({ redirect: target })}`;
  return `#/loginn${query}`;
}

/**
 * The messaging-app login: the platform's own login page (WeChat's documented redirect), which
 * shows the QR code to scan with a phone and comes back to /loginn with a one-time code and the
 * `state` sent to it. The state is kept in this tab for the check on return.
 */
export function QrLogin({ target }: { target: string }) {
  const [state] = useState(createWechatLoginState);
  useEffect(() => keepWechatLoginState(state), [state]);
  const pageUrl = wechatQrPageUrl(returnHash(target), storedLocale(), state);
  return (
    <div className={css.qr}>
      <p>
        <Trans>
          WeChat’s login page shows a code: scan it with WeChat on your phone to log in.
        </Trans>
      </p>
      <a className={form.primaryButton} href={pageUrl}>
        <Trans>Log in with WeChat</Trans>
      </a>
    </div>
  );
}
