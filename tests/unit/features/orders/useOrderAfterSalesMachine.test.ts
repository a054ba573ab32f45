// @vitest-environment jsdom
/**
 * One order's after-sales machine as the app runs it (useOrderAfterSalesMachine): what each
 * action hands to the shop's calls, the messages the customer reads, where the page goes and the
 * invoice file the browser downloads. The calls are spies at the API module's edge; their own
 * requests are checked by the contract tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type {
  InvoiceForm,
  OrderAfterSalesEvent,
  OrderAfterSalesInput,
} from '../../../../machines/orderAfterSalesTypes';
import { fetchTrail, requestRefund, submitReturnShipment } from '../../../../src/api/afterSales';
import { removeOrder } from '../../../../src/api/orders';
import { fetchReceipt, saveReceipt, type Invoice } from '../../../../src/api/receipts';
import { INVOICE_TYPE, ORDER_STATUS, RECEIPT_STATUS } from '../../../../src/domain/orders';
import { useOrderAfterSalesMachine } from '../../../../src/features/orders/useOrderAfterSalesMachine';
import { notifications } from '../../../../src/lib/notifications';
import { switchTestLocale } from '../../../support/i18n';
import { routerAt, sendInAct } from '../../../support/hookHarness';

vi.mock('../../../../src/api/afterSales', () => ({
  fetchTrail: vi.fn(),
  requestRefund: vi.fn(),
  submitReturnShipment: vi.fn(),
}));
vi.mock('../../../../src/api/orders', () => ({ removeOrder: vi.fn() }));
vi.mock('../../../../src/api/receipts', () => ({ fetchReceipt: vi.fn(), saveReceipt: vi.fn() }));

const ORDER_ID = '202611270612345678';

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  orderId: ORDER_ID,
  receiptType: INVOICE_TYPE.special,
  receiptHeader: 'Shenzhen IoT Ltd',
  taxIdNumber: '91440300MA5ABCDE1X',
  registerAddr: 'Nanshan, Shenzhen',
  registerPhone: '0755-12345678',
  bank: 'Bank of China',
  bankAccount: '6222000011112222',
  receiptStatus: RECEIPT_STATUS.requested,
  receiptUrl: null,
  createDate: '2026-11-20 10:00:00',
  updateDate: '2026-11-20 10:00:00',
  ...overrides,
});

const form = (overrides: Partial<InvoiceForm> = {}): InvoiceForm => ({
  receiptType: INVOICE_TYPE.regular,
  receiptHeader: 'Lin Wei',
  taxIdNumber: '91440300MA5ABCDE1X',
  registerAddr: '',
  registerPhone: '',
  bank: '',
  bankAccount: '',
  ...overrides,
});

function renderAfterSales(input: Partial<OrderAfterSalesInput> = {}) {
  const { router, wrapper } = routerAt('/buyTab?status=2');
  const invalidate = vi.spyOn(router, 'invalidate');
  const onExchange = vi.fn();
  const { result } = renderHook(
    () =>
      useOrderAfterSalesMachine(
        {
          orderId: ORDER_ID,
          status: ORDER_STATUS.completed,
          receiptStatus: RECEIPT_STATUS.none,
          trackingNumber: 'SF1234567890',
          ...input,
        },
        { onExchange },
      ),
    { wrapper },
  );
  const send = sendInAct<OrderAfterSalesEvent>(() => result.current[1]);
  const state = () => result.current[0];
  const location = () => router.history.location;
  return { send, state, location, invalidate, onExchange };
}

const notices = () => notifications.list().map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
  vi.mocked(requestRefund).mockResolvedValue();
  vi.mocked(submitReturnShipment).mockResolvedValue();
  vi.mocked(removeOrder).mockResolvedValue(undefined as never);
  vi.mocked(saveReceipt).mockResolvedValue(invoice());
  vi.mocked(fetchReceipt).mockResolvedValue(invoice());
  vi.mocked(fetchTrail).mockResolvedValue([
    { AcceptTime: '2026-11-21 09:00:00', AcceptStation: 'Shenzhen hub' },
  ]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('refund', () => {
  it("asks for this order's refund, says so and reloads the orders", async () => {
    const order = renderAfterSales();
    await order.send({ type: 'REQUEST_REFUND' });
    await order.send({ type: 'CONFIRM' });
    await waitFor(() => expect(order.state().matches('idle')).toBe(true));
    expect(requestRefund).toHaveBeenCalledExactlyOnceWith(ORDER_ID);
    expect(notices()).toEqual([['success', 'Your refund request has been sent.']]);
    expect(order.invalidate).toHaveBeenCalledOnce();
  });

  it('that fails says so in an error and keeps the orders', async () => {
    vi.mocked(requestRefund).mockRejectedValue(new Error('refused'));
    const order = renderAfterSales();
    await order.send({ type: 'REQUEST_REFUND' });
    await order.send({ type: 'CONFIRM' });
    await waitFor(() =>
      expect(notices()).toEqual([['error', 'The refund request failed. Please try again.']]),
    );
    expect(order.invalidate).not.toHaveBeenCalled();
  });
});

describe('exchange', () => {
  it('moves to the exchange tab and records the return shipment, trimmed', async () => {
    const order = renderAfterSales({ status: ORDER_STATUS.shipped });
    await order.send({ type: 'REQUEST_EXCHANGE' });
    expect(order.onExchange).toHaveBeenCalledOnce();
    await waitFor(() => expect(order.location().pathname).toBe('/buyTab'));
    expect(order.location().search).toBe('?status=4');
    await order.send({
      type: 'SUBMIT_LOGISTICS',
      form: { trackingNumber: ' SF1234567890 ', company: ' SF Express ' },
    });
    await waitFor(() => expect(order.state().matches('idle')).toBe(true));
    expect(submitReturnShipment).toHaveBeenCalledExactlyOnceWith({
      orderId: ORDER_ID,
      trackingNumber: 'SF1234567890',
      company: 'SF Express',
    });
    expect(notices()).toEqual([['success', 'The return shipment has been recorded.']]);
  });
});

describe('logistics trail', () => {
  it("loads the shipment's trail in the page's language, as time and station", async () => {
    await switchTestLocale('zh');
    const order = renderAfterSales({ status: ORDER_STATUS.shipped });
    await order.send({ type: 'VIEW_TRAIL' });
    await waitFor(() => expect(order.state().matches({ trail: 'showing' })).toBe(true));
    expect(fetchTrail).toHaveBeenCalledExactlyOnceWith('SF1234567890', 'zh');
    expect(order.state().context.trail).toEqual([
      { time: '2026-11-21 09:00:00', station: 'Shenzhen hub' },
    ]);
  });

  it('in English on an English page', async () => {
    const order = renderAfterSales({ status: ORDER_STATUS.shipped });
    await order.send({ type: 'VIEW_TRAIL' });
    await waitFor(() => expect(fetchTrail).toHaveBeenCalledExactlyOnceWith('SF1234567890', 'en'));
  });
});

describe('an unpaid order', () => {
  it('is deleted by its id, with a message and the orders reloaded', async () => {
    const order = renderAfterSales({ status: ORDER_STATUS.unpaid });
    await order.send({ type: 'DELETE_ORDER' });
    await order.send({ type: 'CONFIRM' });
    await waitFor(() => expect(order.state().matches('deleted')).toBe(true));
    expect(removeOrder).toHaveBeenCalledExactlyOnceWith(ORDER_ID);
    expect(notices()).toEqual([['success', 'The order has been deleted.']]);
    expect(order.invalidate).toHaveBeenCalledOnce();
  });

  it('is paid on the checkout page of that order', async () => {
    const order = renderAfterSales({ status: ORDER_STATUS.unpaid });
    await order.send({ type: 'PAY' });
    await waitFor(() => expect(order.location().pathname).toBe('/cartView'));
    expect(new URLSearchParams(order.location().search).get('type')).toBe('unpaid');
    expect(new URLSearchParams(order.location().search).get('orderId')).toBe(`"${ORDER_ID}"`);
  });
});

describe('invoice', () => {
  it('a new one is created with the chosen type and fields of this order', async () => {
    const order = renderAfterSales();
    await order.send({ type: 'INVOICE' });
    await order.send({ type: 'SUBMIT_INVOICE', form: form() });
    await waitFor(() => expect(order.state().matches('idle')).toBe(true));
    expect(saveReceipt).toHaveBeenCalledExactlyOnceWith({ ...form(), orderId: ORDER_ID }, false);
    expect(notices()).toEqual([['success', 'Your invoice request has been saved.']]);
    expect(order.invalidate).toHaveBeenCalledOnce();
  });

  it('a requested one is loaded into the form, and saved as an edit', async () => {
    const order = renderAfterSales({ receiptStatus: RECEIPT_STATUS.requested });
    await order.send({ type: 'INVOICE' });
    await waitFor(() => expect(order.state().matches({ invoice: 'editing' })).toBe(true));
    expect(fetchReceipt).toHaveBeenCalledExactlyOnceWith(ORDER_ID);
    const loaded = {
      receiptType: INVOICE_TYPE.special,
      receiptHeader: 'Shenzhen IoT Ltd',
      taxIdNumber: '91440300MA5ABCDE1X',
      registerAddr: 'Nanshan, Shenzhen',
      registerPhone: '0755-12345678',
      bank: 'Bank of China',
      bankAccount: '6222000011112222',
    };
    expect(order.state().context.invoice).toEqual(loaded);
    await order.send({ type: 'SUBMIT_INVOICE', form: loaded });
    await waitFor(() => expect(saveReceipt).toHaveBeenCalledOnce());
    expect(saveReceipt).toHaveBeenCalledWith({ ...loaded, orderId: ORDER_ID }, true);
  });

  it('of a type the form does not know is loaded as a regular one', async () => {
    vi.mocked(fetchReceipt).mockResolvedValue(invoice({ receiptType: 7 }));
    const order = renderAfterSales({ receiptStatus: RECEIPT_STATUS.requested });
    await order.send({ type: 'INVOICE' });
    await waitFor(() => expect(order.state().matches({ invoice: 'editing' })).toBe(true));
    expect(order.state().context.invoice.receiptType).toBe(INVOICE_TYPE.regular);
  });

  it("an issued one is downloaded as this order's PDF", async () => {
    vi.mocked(fetchReceipt).mockResolvedValue(
      invoice({ receiptStatus: RECEIPT_STATUS.issued, receiptUrl: '/files/receipt-1.pdf' }),
    );
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const order = renderAfterSales({ receiptStatus: RECEIPT_STATUS.issued });
    await order.send({ type: 'INVOICE' });
    await waitFor(() => expect(clicked).toHaveLength(1));
    click.mockRestore();
    expect(fetchReceipt).toHaveBeenCalledExactlyOnceWith(ORDER_ID);
    expect(clicked[0]!.href).toBe(new URL('/files/receipt-1.pdf', window.location.origin).href);
    expect(clicked[0]!.download).toBe(`invoice-${ORDER_ID}.pdf`);
    expect(clicked[0]!.rel).toBe('noopener');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(notices()).toEqual([]);
  });

  it('an issued one without its file yet says it has not been issued', async () => {
    vi.mocked(fetchReceipt).mockResolvedValue(invoice({ receiptStatus: RECEIPT_STATUS.issued }));
    const order = renderAfterSales({ receiptStatus: RECEIPT_STATUS.issued });
    await order.send({ type: 'INVOICE' });
    await waitFor(() =>
      expect(notices()).toEqual([['warning', 'The invoice has not been issued yet.']]),
    );
  });

  it('that cannot be fetched for download says so', async () => {
    vi.mocked(fetchReceipt).mockRejectedValue(new Error('down'));
    const order = renderAfterSales({ receiptStatus: RECEIPT_STATUS.issued });
    await order.send({ type: 'INVOICE' });
    await waitFor(() =>
      expect(notices()).toEqual([['error', 'The invoice could not be downloaded.']]),
    );
  });
});
