import { useLingui } from '@lingui/react/macro';
import { useQuantityDraft } from '../../lib/useQuantityDraft';
import * as css from './cart.css';

interface QuantityStepperProps {
  /** What the quantity is of, for the accessible names. */
  name: string;
  value: number;
  stock: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** A cart row's quantity, 1 to the stock. */
export function QuantityStepper({ name, value, stock, disabled, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const quantity = useQuantityDraft(value, stock, onChange);
  return (
    <span className={css.stepper}>
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Decrease the quantity of ${name}`}
        disabled={disabled}
        {...quantity.decrease}
      >
        −
      </button>
      <input
        className={css.stepperInput}
        disabled={disabled}
        aria-label={t`Quantity of ${name}`}
        {...quantity.field}
      />
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Increase the quantity of ${name}`}
        disabled={disabled}
        {...quantity.increase}
      >
        +
      </button>
    </span>
  );
}
