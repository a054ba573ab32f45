import { t } from '@lingui/core/macro';
import { notifications } from '../../../lib/notifications';
import { forgetWechatLoginState } from '../../../lib/wechatLoginState';

/**
 * A messaging-app return whose `state` this tab did not send (or none): its code is not exchanged,
 * since it may be someone else's login (login CSRF). The user is told; the round trip is over.
 */
export function refuseWechatReturn(): void {
  forgetWechatLoginState();
  notifications.notify(
    'error',
    t`This WeChat login was not started on this page, so it was refused. Please log in again.`,
  );
}
