import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { PaymentSuccessScreen } from '../../../src/features/cart/PaymentSuccessScreen';
import { renderRoute } from './support/renderRoute';

afterEach(() => vi.useRealTimers());

const tick = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(1_000);
  });

describe('the payment success page', () => {
  it('counts 10 seconds down, then opens the orders', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await renderRoute({ path: '/payView', component: PaymentSuccessScreen }, '/payView', 'zh');
    expect(screen.getByRole('heading', { name: '支付完成' })).toBeVisible();
    expect(screen.getByText('10 秒后跳转到我的订单。')).toBeVisible();
    for (let second = 9; second >= 1; second -= 1) {
      await tick();
      expect(screen.getByText(`${second} 秒后跳转到我的订单。`)).toBeVisible();
    }
    expect(screen.getByTestId('where').textContent).toBe('/payView');
    await tick();
    expect(screen.getByTestId('where').textContent).toBe('/buyTab');
  });

  it('opens the orders at once on the button', async () => {
    await renderRoute({ path: '/payView', component: PaymentSuccessScreen }, '/payView', 'en');
    expect(screen.getByText('Opening your orders in 10 s.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'View my orders now' }));
    expect(await screen.findByText('page /buyTab')).toBeVisible();
  });
});
