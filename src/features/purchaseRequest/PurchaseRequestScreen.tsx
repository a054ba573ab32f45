import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as form from '../../components/form/form.css';
import { PurchaseRequestForm } from './PurchaseRequestForm';
import { RequestReceipt } from './RequestReceipt';
import { usePurchaseRequestMachine } from './usePurchaseRequestMachine';

const route = getRouteApi('/sendDd');

/** Today in China time (the backend's), `YYYY-MM-DD`. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * /sendDd: a bulk order request to sales, answered with a quotation
 * (docs/decisions.md "/updView and /sendDd").
 */
export function PurchaseRequestScreen() {
  const { products, offices } = route.useLoaderData();
  const [state, send] = usePurchaseRequestMachine();
  const { receipt } = state.context;
  return (
    <div className={form.page}>
      <h1 className={form.title}>
        <Trans>Bulk order request</Trans>
      </h1>
      <p className={form.lead}>
        <Trans>
          Buying in volume, or with your own firmware, labels or packaging? List the products and
          quantities: the business manager of the office you choose sends you a quotation.
        </Trans>
      </p>
      {products.length === 0 || offices.length === 0 ? (
        // Nothing to choose from: the form could only be refused.
        <p className={form.notice} role="status">
          <Trans>
            The products and offices cannot be listed at the moment. Please try again later, or{' '}
            <Link to="/contact">contact us</Link>.
          </Trans>
        </p>
      ) : state.matches('sent') && receipt ? (
        <RequestReceipt receipt={receipt} onStartOver={() => send({ type: 'START_OVER' })} />
      ) : (
        <PurchaseRequestForm
          context={state.context}
          busy={state.hasTag('busy')}
          products={products}
          offices={offices}
          send={send}
          today={chinaToday()}
        />
      )}
    </div>
  );
}
