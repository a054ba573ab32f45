import { useLingui } from '@lingui/react/macro';
import { clampQuantity } from '../../../machines/checkoutMachine';
import * as css from './cart.css';

interface QuantityStepperProps {
  /** What the quantity is of, for the accessible names. */
  name: string;
  value: number;
  stock: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** Quantity from 1 to the stock (spec §5 "Quantity and cart"). */
export function QuantityStepper({ name, value, stock, disabled, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const max = Math.max(1, stock);
  const set = (next: number) => {
    const clamped = clampQuantity(next, stock);
    if (clamped !== value) onChange(clamped);
  };
  return (
    <span className={css.stepper}>
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Decrease the quantity of ${name}`}
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        className={css.stepperInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        disabled={disabled}
        aria-label={t`Quantity of ${name}`}
        onChange={(event) => set(Number(event.currentTarget.value))}
      />
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Increase the quantity of ${name}`}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </span>
  );
}
