import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { notifications } from '../../../lib/notifications';
import { forgetWechatLoginState } from '../../../lib/wechatLoginState';

/**
 * Back from the messaging-app QR page with a `state` this tab did not send (or none): the code is
 * not exchanged, since it may be someone else's login (login CSRF). The user is told and gets the
 * login form again.
 */
export function WxReturnRefused({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    forgetWechatLoginState();
    notifications.notify(
      'error',
      t`This WeChat login was not started on this page, so it was refused. Please log in again.`,
    );
    onDone();
  }, [onDone]);
  return null;
}
