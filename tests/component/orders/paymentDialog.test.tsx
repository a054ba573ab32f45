import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { paymentPollingMachine } from '../../../machines/paymentPollingMachine';
import { PAYMENT_CHECK_INTERVAL_MS } from '../../../src/domain/timings';
import { PaymentDialog } from '../../../src/features/cart/PaymentDialog';
import { renderWithI18n } from '../../support/renderWithI18n';

afterEach(() => vi.useRealTimers());

/** A polling round of `maxChecks` whose every check answers "not paid yet". */
function polling(maxChecks: number) {
  const actor = createActor(
    paymentPollingMachine.provide({ actors: { checkPayment: fromPromise(async () => '0') } }),
    { input: { orderId: '123456789012345678', maxChecks } },
  );
  actor.start();
  return actor;
}

const noop = () => {};
const handlers = {
  onBack: noop,
  onChoose: noop,
  onRetryPolling: noop,
  onClose: noop,
};

describe('the payment dialog', () => {
  it('names WeChat Pay and Alipay and reports the chosen method', async () => {
    const onChoose = vi.fn();
    await renderWithI18n(
      <PaymentDialog
        open
        total="12.30"
        busy={false}
        codeUrl={null}
        polling={undefined}
        problem={null}
        {...handlers}
        onChoose={onChoose}
        onCancelPayment={noop}
      />,
      'zh',
    );
    expect(screen.getByText('¥12.30')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /支付宝/ }));
    expect(onChoose).toHaveBeenCalledWith('redirect');
  });

  it('draws the 150 px QR locally, shows the time left as a clock and a bar, and cancels', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const actor = polling(300);
    const onCancelPayment = vi.fn();
    await renderWithI18n(
      <PaymentDialog
        open
        total="99.00"
        busy={false}
        codeUrl="/__mock/wallet?trade=123456789012345678"
        polling={actor}
        problem={null}
        {...handlers}
        onCancelPayment={onCancelPayment}
      />,
      'en',
    );
    const qr = (await screen.findByRole('img', { name: 'WeChat Pay QR code' })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(qr.width).toBe(150);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    const bar = screen.getByRole('progressbar', { name: 'Time left to pay' });
    expect(screen.getByText(/Time left/).textContent).toBe(
      'Waiting for the payment. Time left: 5:00',
    );
    expect(bar.getAttribute('aria-valuetext')).toBe('5 min 0 s left');
    expect([(bar as HTMLProgressElement).value, (bar as HTMLProgressElement).max]).toEqual([
      300, 300,
    ]);
    expect(screen.queryByText(/checks/)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_CHECK_INTERVAL_MS);
    });
    await waitFor(() =>
      expect(screen.getByText(/Time left/).textContent).toBe(
        'Waiting for the payment. Time left: 4:59',
      ),
    );
    expect(bar.getAttribute('aria-valuetext')).toBe('4 min 59 s left');
    expect((bar as HTMLProgressElement).value).toBe(299);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the payment' }));
    expect(onCancelPayment).toHaveBeenCalledOnce();
    actor.stop();
  });

  it('ends the wait after the last try and offers to wait again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const actor = polling(2);
    const onRetryPolling = vi.fn();
    await renderWithI18n(
      <PaymentDialog
        open
        total="5.00"
        busy={false}
        codeUrl="/__mock/wallet?trade=123456789012345678"
        polling={actor}
        problem={null}
        {...handlers}
        onRetryPolling={onRetryPolling}
        onCancelPayment={noop}
      />,
      'zh',
    );
    expect(screen.getByText(/剩余时间/).textContent).toBe('正在等待支付。剩余时间：0:02');
    const bar = screen.getByRole('progressbar', { name: '剩余支付时间' });
    expect(bar.getAttribute('aria-valuetext')).toBe('剩余 0 分 2 秒');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * PAYMENT_CHECK_INTERVAL_MS);
    });
    expect(await screen.findByText('支付未在规定时间内完成确认。')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '继续等待' }));
    expect(onRetryPolling).toHaveBeenCalledOnce();
    actor.stop();
  });

  it('shows why a payment could not start', async () => {
    await renderWithI18n(
      <PaymentDialog
        open
        total="5.00"
        busy={false}
        codeUrl={null}
        polling={undefined}
        problem="paymentFailed"
        {...handlers}
        onCancelPayment={noop}
      />,
      'en',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The payment could not be started. Please choose a payment method again.',
    );
  });
});
