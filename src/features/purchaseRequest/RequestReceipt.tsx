import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PurchaseReceipt } from '../../api/purchaseRequest';
import * as form from '../../components/form/form.css';
import * as css from './purchaseRequest.css';

interface RequestReceiptProps {
  receipt: PurchaseReceipt;
  onStartOver(): void;
}

/** What the customer keeps: the request number, what was asked for, and who answers. */
export function RequestReceipt({ receipt, onStartOver }: RequestReceiptProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the confirmation takes it, and is read out.
  useEffect(() => heading.current?.focus(), []);
  const { requestNo } = receipt;
  const { title, contacts, mobile, email } = receipt.office;
  return (
    <section className={css.receipt} aria-labelledby="request-sent">
      <h2 id="request-sent" ref={heading} tabIndex={-1} className={css.receiptTitle}>
        <Trans>Request sent</Trans>
      </h2>
      <p>
        <Trans>
          Your request number is <strong>{requestNo}</strong>.
        </Trans>
      </p>
      <table className={css.table}>
        <caption className={form.visuallyHidden}>{t`Products asked for`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.productId}>
              <td>{line.productName}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Trans>
          {contacts} of our {title} office will send you a quotation within one working day.
        </Trans>
      </p>
      <p>
        <Trans>
          Phone <a href={`tel:${mobile}`}>{mobile}</a>, e-mail{' '}
          <a href={`mailto:${email}`}>{email}</a>; please quote your request number.
        </Trans>
      </p>
      <div className={form.actions}>
        <button type="button" className={form.primaryButton} onClick={onStartOver}>
          <Trans>Send another request</Trans>
        </button>
        <Link to="/storePage" className={css.secondaryLink}>
          <Trans>Back to the shop</Trans>
        </Link>
      </div>
    </section>
  );
}
