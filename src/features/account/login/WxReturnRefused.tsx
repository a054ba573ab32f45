import { useEffect } from 'react';
import { refuseWechatReturn } from './refuseWechatReturn';

/**
 * A code in the login page's own query with a state this tab did not send (a link someone made):
 * refused like a return from WeChat, and the login form comes back.
 */
export function WxReturnRefused({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    refuseWechatReturn();
    onDone();
  }, [onDone]);
  return null;
}
