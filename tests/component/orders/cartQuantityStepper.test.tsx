import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QuantityStepper } from '../../../src/features/cart/QuantityStepper';
import { renderWithI18n } from '../../support/renderWithI18n';

function Stepper({
  stock,
  initial,
  saved,
}: {
  stock: number;
  initial: number;
  saved: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      name="LTE module"
      value={value}
      stock={stock}
      onChange={(quantity) => {
        saved(quantity);
        setValue(quantity);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton') as HTMLInputElement;

describe('the cart row quantity', () => {
  it('takes a retyped quantity when the field is left, not keystroke by keystroke', async () => {
    const saved = vi.fn();
    await renderWithI18n(<Stepper stock={20} initial={3} saved={saved} />, 'en');
    fireEvent.change(field(), { target: { value: '' } });
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: '5' } });
    expect(saved).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(field().value).toBe('5');
    expect(saved.mock.calls).toEqual([[5]]);
  });

  it('brings a typed quantity into 1..stock on Enter, and steps at once', async () => {
    const saved = vi.fn();
    await renderWithI18n(<Stepper stock={4} initial={2} saved={saved} />, 'zh');
    fireEvent.change(field(), { target: { value: '99' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().value).toBe('4');
    // At the stock + is unavailable, yet keeps the focus of whoever pressed it.
    const increase = screen.getByRole('button', { name: '增加 LTE module 的数量' });
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect((increase as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(increase);
    expect(field().value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: '减少 LTE module 的数量' }));
    expect(field().value).toBe('3');
    expect(saved.mock.calls).toEqual([[4], [3]]);
  });
});
