import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyActorRef } from 'xstate';
import type { CheckoutProblem, PaymentMethod } from '../../../machines/checkoutTypes';
import { Dialog } from '../../components/dialogs/Dialog';
import { useGuardedPress } from '../../lib/useGuardedPress';
import { checkoutProblemText } from './checkoutProblems';
import { PollingStatus } from './PollingStatus';
import { WalletQr } from './WalletQr';
import * as css from './checkoutDialogs.css';
import * as ui from '../../components/shop/shopUi.css';

interface PaymentDialogProps {
  open: boolean;
  total: string;
  /** Saving the order or starting the payment. */
  busy: boolean;
  codeUrl: string | null;
  polling: AnyActorRef | undefined;
  problem: CheckoutProblem | null;
  onBack: () => void;
  onChoose: (method: PaymentMethod) => void;
  onCancelPayment: () => void;
  onRetryPolling: () => void;
  onClose: () => void;
  /** Where focus goes when the checkout is back in the cart (the opener may be gone). */
  finalFocus?: () => HTMLElement | null;
}

function WalletIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
      <rect x="2" y="2" width="44" height="44" rx="8" fill="#1aad19" />
      <path
        d="M12 12h10v10H12zM26 12h10v10H26zM12 26h10v10H12zM28 28h4v4h-4zM34 34h2v2h-2zM26 34h4v2h-4z"
        fill="#fff"
      />
    </svg>
  );
}

function RedirectIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
      <rect x="2" y="2" width="44" height="44" rx="8" fill="#1677ff" />
      <path d="M14 24h16m-6-7 7 7-7 7" stroke="#fff" strokeWidth="4" fill="none" />
    </svg>
  );
}

/** Choose WeChat Pay (QR) or Alipay (redirect), then wait for the wallet (spec §2.8, §4). */
export function PaymentDialog(props: PaymentDialogProps) {
  const { i18n, t } = useLingui();
  // Choosing a method always starts the payment (saving the order first if needed).
  const chooseWallet = useGuardedPress(() => {
    props.onChoose('wallet');
    return 'started';
  });
  const chooseRedirect = useGuardedPress(() => {
    props.onChoose('redirect');
    return 'started';
  });
  const total = props.total;
  // The dialog's body changes under the focus (methods, preparing, QR): the part that
  // replaces the pressed button takes it, or it would fall out of the dialog to the page.
  const view = props.codeUrl ? 'qr' : props.busy ? 'preparing' : 'methods';
  const shownView = useRef(view);
  const viewStart = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    viewStart.current?.focus();
  }, [view]);
  const startOfView = (element: HTMLElement | null) => {
    viewStart.current = element;
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
      title={<Trans>Payment</Trans>}
      className={ui.wideDialog}
      finalFocus={props.finalFocus}
      actions={{
        // The payment methods in the body are the ways forward.
        secondary: props.codeUrl ? (
          <button type="button" className={ui.button} onClick={props.onCancelPayment}>
            <Trans>Cancel the payment</Trans>
          </button>
        ) : (
          <button type="button" className={ui.button} onClick={props.onBack} disabled={props.busy}>
            <Trans>Back to the address</Trans>
          </button>
        ),
      }}
    >
      <p className={ui.meta}>
        <Trans>
          Amount to pay: <strong>¥{total}</strong>
        </Trans>
      </p>
      {props.problem ? (
        <p className={ui.problem} role="alert">
          {i18n._(checkoutProblemText[props.problem])}
        </p>
      ) : null}
      {props.codeUrl ? (
        <div className={css.qr}>
          <p ref={startOfView} tabIndex={-1}>
            <Trans>Scan the code with WeChat to pay.</Trans>
          </p>
          <WalletQr codeUrl={props.codeUrl} />
          <PollingStatus polling={props.polling} onRetry={props.onRetryPolling} />
        </div>
      ) : props.busy ? (
        <p role="status" ref={startOfView} tabIndex={-1}>
          <Trans>Preparing the payment…</Trans>
        </p>
      ) : (
        <div className={css.methods} role="group" aria-label={t`Payment method`}>
          <button type="button" className={css.method} onClick={chooseWallet} ref={startOfView}>
            <WalletIcon />
            <span className={css.methodName}>
              <Trans>WeChat Pay</Trans>
            </span>
            <span>
              <Trans>Scan a QR code with WeChat</Trans>
            </span>
          </button>
          <button type="button" className={css.method} onClick={chooseRedirect}>
            <RedirectIcon />
            <span className={css.methodName}>
              <Trans>Alipay</Trans>
            </span>
            <span>
              <Trans>Pay on the Alipay page</Trans>
            </span>
          </button>
        </div>
      )}
    </Dialog>
  );
}
