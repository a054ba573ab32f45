import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { forgetWechatLoginState } from '../../../lib/wechatLoginState';
import { useWxCodeLoginMachine } from './useWxCodeLoginMachine';

export interface WxCodeExchangeProps {
  code: string;
  target: string;
  /** The login page without the used code. */
  onFailed: () => void;
}

/** Back from the messaging-app QR page: the code is exchanged for a session once. */
export function WxCodeExchange({ code, target, onFailed }: WxCodeExchangeProps) {
  const [state] = useWxCodeLoginMachine(code, target);
  const failed = state.matches('failed');
  const over = state.status === 'done';
  // The login's round trip is over, whatever its outcome: its state is used up.
  useEffect(() => {
    if (over) forgetWechatLoginState();
  }, [over]);
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  return (
    <p role="status">
      <Trans>Logging in with WeChat…</Trans>
    </p>
  );
}
