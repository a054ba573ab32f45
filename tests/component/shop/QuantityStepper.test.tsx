import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QuantityStepper } from '../../../src/features/shop/detail/QuantityStepper';
import { renderWithI18n } from '../../support/renderWithI18n';

function Stepper({ stock, initial = 1 }: { stock: number; initial?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper value={value} stock={stock} onChange={setValue} />;
}

const field = () => screen.getByRole('spinbutton') as HTMLInputElement;

describe('QuantityStepper', () => {
  it('starts at 1 and cannot go below it', async () => {
    await renderWithI18n(<Stepper stock={3} />, 'en');
    expect(field().value).toBe('1');
    const decrease = screen.getByRole('button', { name: 'Decrease the quantity' });
    // Unavailable, yet still focusable: pressing it at 1 must not drop the keyboard focus.
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    expect((decrease as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(decrease);
    expect(field().value).toBe('1');
  });

  it('goes up to the stock and no further', async () => {
    await renderWithI18n(<Stepper stock={3} />, 'zh');
    const increase = screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement;
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(field().value).toBe('3');
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(increase.disabled).toBe(false);
    fireEvent.click(increase);
    expect(field().value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: '减少数量' }));
    expect(field().value).toBe('2');
  });

  it('brings a typed quantity back into 1..stock when the field is left', async () => {
    await renderWithI18n(<Stepper stock={5} />, 'en');
    fireEvent.change(field(), { target: { value: '999' } });
    fireEvent.blur(field());
    expect(field().value).toBe('5');
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().value).toBe('1');
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.blur(field());
    expect(field().value).toBe('1');
  });

  it('is disabled when the stock is 0', async () => {
    await renderWithI18n(<Stepper stock={0} />, 'en');
    expect(field().disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Increase the quantity' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
