import { useState } from 'react';
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

/**
 * Quantity from 1 to the stock (spec §5 "Quantity and cart"). Typing is free while the
 * field has focus and is taken on leaving it or Enter: taken keystroke by keystroke, an
 * emptied field became 1 at once, so replacing 3 by 5 saved 1, then 15. At a bound
 * − or + is aria-disabled, not disabled, so the focus stays on the pressed button.
 */
export function QuantityStepper({ name, value, stock, disabled, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const max = Math.max(1, stock);
  // What is being typed; undefined when the field shows the value.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const set = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setDraft(undefined);
    if (clamped !== value) onChange(clamped);
  };
  return (
    <span className={css.stepper}>
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Decrease the quantity of ${name}`}
        disabled={disabled}
        aria-disabled={value <= 1 || undefined}
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
        step={1}
        value={draft ?? String(value)}
        disabled={disabled}
        aria-label={t`Quantity of ${name}`}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => {
          if (draft !== undefined) set(Number(draft));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== undefined) set(Number(draft));
        }}
      />
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Increase the quantity of ${name}`}
        disabled={disabled}
        aria-disabled={value >= max || undefined}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </span>
  );
}
