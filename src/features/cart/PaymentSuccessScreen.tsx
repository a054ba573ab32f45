import { Trans } from '@lingui/react/macro';
import { usePaymentSuccessMachine } from './paymentSuccess/usePaymentSuccessMachine';
import * as css from './paymentSuccess/paymentSuccess.css';
import * as ui from '../../components/shop/shopUi.css';

/** /payView: payment complete, 10 s countdown to the orders, or go at once (spec §2.9). */
export function PaymentSuccessScreen() {
  const [state, send] = usePaymentSuccessMachine();
  const seconds = state.context.secondsLeft;
  return (
    <div className={ui.page}>
      <section className={css.success} aria-labelledby="payment-success-title">
        <p className={css.successMark} aria-hidden="true">
          ✓
        </p>
        <h1 id="payment-success-title" className={ui.heading}>
          <Trans>Payment complete</Trans>
        </h1>
        <p>
          <Trans>Thank you. Your order has been paid and will be shipped soon.</Trans>
        </p>
        <p className={ui.meta}>
          <Trans>Opening your orders in {seconds} s.</Trans>
        </p>
        <button
          type="button"
          className={ui.primaryButton}
          onClick={() => send({ type: 'GO_TO_ORDERS' })}
        >
          <Trans>View my orders now</Trans>
        </button>
      </section>
    </div>
  );
}
