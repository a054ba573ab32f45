import { useLingui } from '@lingui/react/macro';
import { useQuantityDraft } from '../../../lib/useQuantityDraft';
import * as css from './detail.css';

export interface QuantityStepperProps {
  value: number;
  stock: number;
  onChange(quantity: number): void;
}

/** The product page's quantity, 1 to the stock; nothing to choose when sold out. */
export function QuantityStepper({ value, stock, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const quantity = useQuantityDraft(value, stock, onChange);
  const soldOut = stock <= 0;
  return (
    <div className={css.stepper} role="group" aria-label={t`Quantity`}>
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Decrease the quantity`}
        disabled={soldOut}
        {...quantity.decrease}
      >
        −
      </button>
      <input
        className={css.stepperInput}
        disabled={soldOut}
        aria-label={t`Quantity`}
        {...quantity.field}
      />
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Increase the quantity`}
        disabled={soldOut}
        {...quantity.increase}
      >
        +
      </button>
    </div>
  );
}
