import { useState } from 'react';
import { clampQuantity } from '../../machines/checkoutItems';

/**
 * A quantity from 1 to the stock (spec §5 "Quantity and cart") with − and + and a field.
 * Typing is free while the field has focus and is taken on leaving it or on Enter: taken
 * keystroke by keystroke, an emptied field became 1 at once, so replacing 3 by 5 saved 15.
 * At a bound − or + is aria-disabled, not disabled: a disabled button drops the keyboard
 * focus of whoever just pressed it to the top of the page.
 */
export function useQuantityDraft(value: number, stock: number, onChange: (next: number) => void) {
  const max = Math.max(1, stock);
  // What is being typed; undefined when the field shows the value.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const commit = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setDraft(undefined);
    if (clamped !== value) onChange(clamped);
  };
  return {
    decrease: { 'aria-disabled': value <= 1 || undefined, onClick: () => commit(value - 1) },
    increase: { 'aria-disabled': value >= max || undefined, onClick: () => commit(value + 1) },
    field: {
      type: 'number',
      inputMode: 'numeric',
      min: 1,
      max,
      step: 1,
      value: draft ?? String(value),
      onChange: (event: { currentTarget: HTMLInputElement }) => setDraft(event.currentTarget.value),
      onBlur: () => {
        if (draft !== undefined) commit(Number(draft));
      },
      onKeyDown: (event: { key: string }) => {
        if (event.key === 'Enter' && draft !== undefined) commit(Number(draft));
      },
    },
  } as const;
}
