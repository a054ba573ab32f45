import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { clampQuantity } from '../../../../machines/checkoutMachine';
import * as css from './detail.css';

export interface QuantityStepperProps {
  value: number;
  stock: number;
  onChange(quantity: number): void;
}

/**
 * Spec §5: the quantity runs from 1 to the stock. Typing is free while the
 * field has focus; leaving it (or Enter) brings the value back into range.
 * At a bound − or + is aria-disabled, not disabled: a disabled button drops the
 * keyboard focus of whoever just pressed it to the top of the page.
 */
export function QuantityStepper({ value, stock, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const max = Math.max(1, stock);
  // What is being typed; undefined when the field shows the value.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const commit = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setDraft(undefined);
    if (clamped !== value) onChange(clamped);
  };
  const soldOut = stock <= 0;
  return (
    <div className={css.stepper} role="group" aria-label={t`Quantity`}>
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Decrease the quantity`}
        disabled={soldOut}
        aria-disabled={value <= 1 || undefined}
        onClick={() => commit(value - 1)}
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
        disabled={soldOut}
        aria-label={t`Quantity`}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => {
          if (draft !== undefined) commit(Number(draft));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== undefined) commit(Number(draft));
        }}
      />
      <button
        type="button"
        className={css.stepperButton}
        aria-label={t`Increase the quantity`}
        disabled={soldOut}
        aria-disabled={value >= max || undefined}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </div>
  );
}
