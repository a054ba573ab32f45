import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../api/catalogue';
import type {
  PurchaseRequestEvent,
  RequestLine,
  LineError,
} from '../../../machines/purchaseRequestForm';
import { MAX_REQUEST_LINES } from '../../domain/purchaseRequest';
import * as form from '../../components/form/form.css';
import { lineMessages } from './requestMessages';
import * as css from './purchaseRequest.css';

interface RequestLinesProps {
  lines: readonly RequestLine[];
  errors: Record<number, LineError[]>;
  products: readonly Product[];
  disabled: boolean;
  send(event: PurchaseRequestEvent): void;
}

/** The shop's products by category, for a line's dropdown. */
function byCategory(products: readonly Product[]) {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    groups.set(product.modeName, [...(groups.get(product.modeName) ?? []), product]);
  }
  return [...groups];
}

/** The products and quantities asked for: one line each, up to MAX_REQUEST_LINES. */
export function RequestLines({ lines, errors, products, disabled, send }: RequestLinesProps) {
  const { t, i18n } = useLingui();
  const idPrefix = useId();
  const groups = byCategory(products);
  const count = lines.length;
  return (
    <fieldset className={css.lines} disabled={disabled}>
      <legend className={form.legend}>
        <Trans>Products and quantities</Trans>
      </legend>
      <ol className={css.lineList}>
        {lines.map((line, index) => {
          const position = index + 1;
          const problems = errors[index] ?? [];
          const errorId = `${idPrefix}-${index}-error`;
          const described = problems.length > 0 ? errorId : undefined;
          return (
            <li key={index} className={css.line}>
              <label className={form.field}>
                <span className={form.label}>
                  <Trans>Product {position}</Trans>
                </span>
                <select
                  className={form.input}
                  value={line.productId}
                  aria-invalid={
                    problems.includes('chooseProduct') ||
                    problems.includes('duplicate') ||
                    undefined
                  }
                  aria-describedby={described}
                  onChange={(event) =>
                    send({
                      type: 'CHANGE_LINE',
                      index,
                      part: 'productId',
                      value: event.currentTarget.value,
                    })
                  }
                >
                  <option value="">{t`Choose a product`}</option>
                  {groups.map(([category, items]) => (
                    <optgroup key={category} label={category}>
                      {items.map((product) => (
                        <option key={product.id} value={product.id}>
                          {product.productName}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </label>
              <label className={`${form.field} ${css.quantity}`}>
                <span className={form.label}>
                  <Trans>Quantity {position}</Trans>
                </span>
                <input
                  className={form.input}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={line.quantity}
                  aria-invalid={problems.includes('quantity') || undefined}
                  aria-describedby={described}
                  onChange={(event) =>
                    send({
                      type: 'CHANGE_LINE',
                      index,
                      part: 'quantity',
                      value: event.currentTarget.value,
                    })
                  }
                />
              </label>
              <button
                type="button"
                className={css.removeLine}
                disabled={count === 1}
                aria-label={t`Remove product ${position}`}
                onClick={() => send({ type: 'REMOVE_LINE', index })}
              >
                <Trans>Remove</Trans>
              </button>
              {problems.length > 0 ? (
                <p id={errorId} className={`${form.error} ${css.lineError}`}>
                  {problems.map((problem) => i18n._(lineMessages[problem])).join(' ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={css.addLine}
        disabled={count >= MAX_REQUEST_LINES}
        onClick={() => send({ type: 'ADD_LINE' })}
      >
        <Trans>Add a product</Trans>
      </button>
    </fieldset>
  );
}
