import { describe, expect, it, vi } from 'vitest';
import { specialInvoice } from '../../../machines/samples/orderAfterSalesSamples';
import { createActor, fromPromise } from 'xstate';
import { orderAfterSalesMachine } from '../../../machines/orderAfterSalesMachine';
import {
  EMPTY_INVOICE,
  invoiceFormErrors,
  logisticsFormErrors,
} from '../../../machines/orderAfterSalesForms';
import type {
  InvoiceForm,
  LoadTrailInput,
  OrderAfterSalesInput,
  OrderRef,
  SaveInvoiceInput,
  SubmitLogisticsInput,
  TrailEntry,
} from '../../../machines/orderAfterSalesTypes';
import {
  ORDER_STATUS,
  ORDER_TABS,
  RECEIPT_STATUS,
  type OrderStatus,
  type ReceiptStatus,
} from '../../../src/domain/orders';

const ORDER_ID = '202401011234567890';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const regularInvoice: InvoiceForm = {
  ...EMPTY_INVOICE,
  receiptType: 0,
  receiptHeader: 'Reach IoT Ltd',
  taxIdNumber: '91440300MA5F',
};

const trail: TrailEntry[] = [
  { time: '2024-01-02 10:00', station: 'Shenzhen hub' },
  { time: '2024-01-03 09:00', station: 'Delivered' },
];

type Fails = Partial<
  Record<
    | 'requestRefund'
    | 'submitLogistics'
    | 'loadTrail'
    | 'deleteOrder'
    | 'loadInvoice'
    | 'saveInvoice'
    | 'loadIssuedInvoice',
    boolean
  >
>;

function start(
  input: Partial<OrderAfterSalesInput> = {},
  fails: Fails = {},
  issuedUrl = '/__mock/receipts/1.pdf',
) {
  const effects = {
    showNotice: vi.fn(),
    reloadOrders: vi.fn(),
    showExchangeTab: vi.fn(),
    startPayment: vi.fn(),
    saveInvoiceFile: vi.fn(),
  };
  const fail = (name: keyof Fails) => {
    if (fails[name]) throw new Error(`${name} failed`);
  };
  const calls = {
    requestRefund: vi.fn(async (_input: OrderRef) => fail('requestRefund')),
    submitLogistics: vi.fn(async (_input: SubmitLogisticsInput) => fail('submitLogistics')),
    loadTrail: vi.fn(async (_input: LoadTrailInput) => {
      fail('loadTrail');
      return trail;
    }),
    deleteOrder: vi.fn(async (_input: OrderRef) => fail('deleteOrder')),
    loadInvoice: vi.fn(async (_input: OrderRef) => {
      fail('loadInvoice');
      return specialInvoice;
    }),
    saveInvoice: vi.fn(async (_input: SaveInvoiceInput) => fail('saveInvoice')),
    loadIssuedInvoice: vi.fn(async (_input: OrderRef) => {
      fail('loadIssuedInvoice');
      return { receiptUrl: issuedUrl };
    }),
  };
  const machine = orderAfterSalesMachine.provide({
    actors: {
      requestRefund: fromPromise(({ input: one }) => calls.requestRefund(one)),
      submitLogistics: fromPromise(({ input: one }) => calls.submitLogistics(one)),
      loadTrail: fromPromise(({ input: one }) => calls.loadTrail(one)),
      deleteOrder: fromPromise(({ input: one }) => calls.deleteOrder(one)),
      loadInvoice: fromPromise(({ input: one }) => calls.loadInvoice(one)),
      saveInvoice: fromPromise(({ input: one }) => calls.saveInvoice(one)),
      loadIssuedInvoice: fromPromise(({ input: one }) => calls.loadIssuedInvoice(one)),
    },
    actions: effects,
  });
  const actor = createActor(machine, {
    input: {
      orderId: ORDER_ID,
      status: ORDER_STATUS.shipped,
      receiptStatus: RECEIPT_STATUS.none,
      trackingNumber: 'SF123',
      ...input,
    },
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const notices = () => effects.showNotice.mock.calls.map(([, params]) => params.notice);
  return { actor, effects, calls, snapshot, notices };
}

const ALL_STATUSES = ORDER_TABS.map((_, status) => status as OrderStatus);
const ACTIONS = [
  'REQUEST_REFUND',
  'REQUEST_EXCHANGE',
  'ENTER_LOGISTICS',
  'VIEW_TRAIL',
  'DELETE_ORDER',
  'PAY',
  'INVOICE',
] as const;

/** What each tab allows (spec §4 "Actions per tab"); everything else must do nothing. */
const ALLOWED: Record<OrderStatus, readonly (typeof ACTIONS)[number][]> = {
  0: ['REQUEST_REFUND'],
  1: ['REQUEST_REFUND', 'REQUEST_EXCHANGE', 'VIEW_TRAIL'],
  2: ['REQUEST_REFUND', 'REQUEST_EXCHANGE', 'INVOICE'],
  3: [],
  4: ['ENTER_LOGISTICS'],
  5: [],
  6: [],
  7: [],
  8: [],
  9: ['DELETE_ORDER', 'PAY'],
};

describe('orderAfterSalesMachine: what each status allows', () => {
  it('has ten tabs, one per status 0..9', () => {
    expect(ORDER_TABS).toHaveLength(10);
    expect(ORDER_TABS[ORDER_STATUS.unpaid]).toBe('unpaid');
    expect(ORDER_TABS[ORDER_STATUS.exchange]).toBe('exchange');
  });

  describe.each(ALL_STATUSES)('status %i', (status) => {
    it.each(ACTIONS)('%s', (action) => {
      const { actor, snapshot, effects } = start({ status });
      actor.send({ type: action });
      const acted = snapshot().value !== 'idle' || effects.startPayment.mock.calls.length > 0;
      expect(acted).toBe(ALLOWED[status].includes(action));
    });
  });
});

describe('orderAfterSalesMachine: refund', () => {
  it.each([0, 1, 2] as const)('asks, then requests the refund from status %i', async (status) => {
    const { actor, snapshot, calls, notices, effects } = start({ status });
    actor.send({ type: 'REQUEST_REFUND' });
    expect(snapshot().value).toEqual({ refund: 'confirming' });
    expect(calls.requestRefund).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(calls.requestRefund).toHaveBeenCalledWith({ orderId: ORDER_ID });
    await flush();
    expect(snapshot().value).toBe('idle');
    expect(notices()).toEqual(['refundRequested']);
    expect(effects.reloadOrders).toHaveBeenCalledOnce();
  });

  it('does nothing when the confirmation is cancelled', () => {
    const { actor, snapshot, calls } = start();
    actor.send({ type: 'REQUEST_REFUND' });
    actor.send({ type: 'CANCEL' });
    expect(snapshot().value).toBe('idle');
    expect(calls.requestRefund).not.toHaveBeenCalled();
  });

  it('says so when the refund request fails', async () => {
    const { actor, snapshot, notices, effects } = start({}, { requestRefund: true });
    actor.send({ type: 'REQUEST_REFUND' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(snapshot().value).toBe('idle');
    expect(notices()).toEqual(['refundFailed']);
    expect(effects.reloadOrders).not.toHaveBeenCalled();
  });
});

describe('orderAfterSalesMachine: exchange and return logistics', () => {
  it.each([1, 2] as const)(
    'moves the order from status %i to the exchange tab and opens the logistics form',
    (status) => {
      const { actor, snapshot, effects } = start({ status });
      actor.send({ type: 'REQUEST_EXCHANGE' });
      expect(snapshot().context.status).toBe(ORDER_STATUS.exchange);
      expect(effects.showExchangeTab).toHaveBeenCalledWith(expect.anything(), {
        orderId: ORDER_ID,
      });
      expect(snapshot().value).toEqual({ logistics: 'editing' });
    },
  );

  it('requires both the tracking number and the company', () => {
    const { actor, snapshot, calls } = start({ status: ORDER_STATUS.exchange });
    actor.send({ type: 'ENTER_LOGISTICS' });
    actor.send({ type: 'SUBMIT_LOGISTICS', form: { trackingNumber: ' ', company: '' } });
    expect(snapshot().value).toEqual({ logistics: 'editing' });
    expect(snapshot().context.logisticsErrors).toEqual(['trackingNumber', 'company']);
    actor.send({ type: 'SUBMIT_LOGISTICS', form: { trackingNumber: 'SF1', company: '' } });
    expect(snapshot().context.logisticsErrors).toEqual(['company']);
    expect(calls.submitLogistics).not.toHaveBeenCalled();
  });

  it('submits the logistics and shows success', async () => {
    const { actor, snapshot, calls, notices } = start({ status: ORDER_STATUS.exchange });
    actor.send({ type: 'ENTER_LOGISTICS' });
    actor.send({
      type: 'SUBMIT_LOGISTICS',
      form: { trackingNumber: ' SF1001 ', company: ' SF Express ' },
    });
    expect(snapshot().value).toEqual({ logistics: 'submitting' });
    expect(snapshot().context.logisticsErrors).toEqual([]);
    expect(calls.submitLogistics).toHaveBeenCalledWith({
      orderId: ORDER_ID,
      trackingNumber: 'SF1001',
      company: 'SF Express',
    });
    await flush();
    expect(snapshot().value).toBe('idle');
    expect(notices()).toEqual(['logisticsSaved']);
  });

  it('keeps the form open with a failure message when the submit fails', async () => {
    const { actor, snapshot, notices } = start(
      { status: ORDER_STATUS.exchange },
      { submitLogistics: true },
    );
    actor.send({ type: 'ENTER_LOGISTICS' });
    actor.send({ type: 'SUBMIT_LOGISTICS', form: { trackingNumber: 'SF1', company: 'SF' } });
    await flush();
    expect(snapshot().value).toEqual({ logistics: 'editing' });
    expect(notices()).toEqual(['logisticsFailed']);
    actor.send({ type: 'CANCEL' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.status).toBe(ORDER_STATUS.exchange);
  });

  it('validates the logistics form as a pure helper', () => {
    expect(logisticsFormErrors({ trackingNumber: 'a', company: 'b' })).toEqual([]);
    expect(logisticsFormErrors({ trackingNumber: '', company: 'b' })).toEqual(['trackingNumber']);
  });
});

describe('orderAfterSalesMachine: logistics trail', () => {
  it('loads and shows the trail of a shipped order', async () => {
    const { actor, snapshot, calls } = start();
    actor.send({ type: 'VIEW_TRAIL' });
    expect(snapshot().value).toEqual({ trail: 'loading' });
    expect(calls.loadTrail).toHaveBeenCalledWith({ orderId: ORDER_ID, trackingNumber: 'SF123' });
    await flush();
    expect(snapshot().value).toEqual({ trail: 'showing' });
    expect(snapshot().context.trail).toEqual(trail);
    actor.send({ type: 'CLOSE' });
    expect(snapshot().value).toBe('idle');
  });

  it('offers a retry when the trail does not load', async () => {
    const { actor, snapshot, calls } = start({}, { loadTrail: true });
    actor.send({ type: 'VIEW_TRAIL' });
    await flush();
    expect(snapshot().value).toEqual({ trail: 'failed' });
    actor.send({ type: 'RETRY' });
    expect(calls.loadTrail).toHaveBeenCalledTimes(2);
    await flush();
    actor.send({ type: 'CLOSE' });
    expect(snapshot().value).toBe('idle');
  });
});

describe('orderAfterSalesMachine: unpaid order', () => {
  it('asks, then deletes the order', async () => {
    const { actor, snapshot, calls, notices, effects } = start({ status: ORDER_STATUS.unpaid });
    actor.send({ type: 'DELETE_ORDER' });
    expect(snapshot().value).toEqual({ deletion: 'confirming' });
    actor.send({ type: 'CANCEL' });
    expect(calls.deleteOrder).not.toHaveBeenCalled();
    actor.send({ type: 'DELETE_ORDER' });
    actor.send({ type: 'CONFIRM' });
    expect(calls.deleteOrder).toHaveBeenCalledWith({ orderId: ORDER_ID });
    await flush();
    expect(snapshot().value).toBe('deleted');
    expect(snapshot().status).toBe('done');
    expect(notices()).toEqual(['orderDeleted']);
    expect(effects.reloadOrders).toHaveBeenCalledOnce();
  });

  it('keeps the order when the deletion fails', async () => {
    const { actor, snapshot, notices } = start(
      { status: ORDER_STATUS.unpaid },
      { deleteOrder: true },
    );
    actor.send({ type: 'DELETE_ORDER' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(snapshot().value).toBe('idle');
    expect(notices()).toEqual(['deleteFailed']);
  });

  it('hands the payment to the checkout', () => {
    const { actor, snapshot, effects } = start({ status: ORDER_STATUS.unpaid });
    actor.send({ type: 'PAY' });
    expect(effects.startPayment).toHaveBeenCalledWith(expect.anything(), { orderId: ORDER_ID });
    expect(snapshot().value).toBe('idle');
  });
});

describe('orderAfterSalesMachine: invoice of a completed order', () => {
  const completed = (receiptStatus: ReceiptStatus) =>
    start({ status: ORDER_STATUS.completed, receiptStatus });

  it('applies for a new invoice when none exists (receipt status 0)', async () => {
    const { actor, snapshot, calls, notices } = completed(0);
    actor.send({ type: 'INVOICE' });
    expect(snapshot().value).toEqual({ invoice: 'editing' });
    expect(snapshot().context.invoice).toEqual(EMPTY_INVOICE);
    actor.send({ type: 'SUBMIT_INVOICE', form: regularInvoice });
    expect(calls.saveInvoice).toHaveBeenCalledWith({
      mode: 'create',
      invoice: { ...regularInvoice, orderId: ORDER_ID },
    });
    await flush();
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.receiptStatus).toBe(RECEIPT_STATUS.requested);
    expect(notices()).toEqual(['invoiceSaved']);
  });

  it('loads the invoice to edit it (receipt status 1) and saves it as an edit', async () => {
    const { actor, snapshot, calls } = completed(1);
    actor.send({ type: 'INVOICE' });
    expect(snapshot().value).toEqual({ invoice: 'loading' });
    expect(calls.loadInvoice).toHaveBeenCalledWith({ orderId: ORDER_ID });
    await flush();
    expect(snapshot().value).toEqual({ invoice: 'editing' });
    expect(snapshot().context.invoice).toEqual(specialInvoice);
    actor.send({ type: 'SUBMIT_INVOICE', form: { ...specialInvoice, bank: 'ICBC' } });
    expect(calls.saveInvoice).toHaveBeenCalledWith(expect.objectContaining({ mode: 'edit' }));
  });

  it('says so when the invoice to edit does not load', async () => {
    const { actor, snapshot, notices } = start(
      { status: ORDER_STATUS.completed, receiptStatus: 1 },
      { loadInvoice: true },
    );
    actor.send({ type: 'INVOICE' });
    await flush();
    expect(snapshot().value).toBe('idle');
    expect(notices()).toEqual(['invoiceLoadFailed']);
  });

  it('downloads an issued invoice (receipt status 2) once it is fetched', async () => {
    const { actor, snapshot, effects, calls } = completed(2);
    actor.send({ type: 'INVOICE' });
    expect(snapshot().value).toBe('downloadingInvoice');
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(calls.loadIssuedInvoice).toHaveBeenCalledWith({ orderId: ORDER_ID });
    await flush();
    expect(effects.saveInvoiceFile).toHaveBeenCalledWith(expect.anything(), {
      orderId: ORDER_ID,
      url: '/__mock/receipts/1.pdf',
    });
    expect(snapshot().value).toBe('idle');
  });

  it('says so when the invoice has no file yet, or could not be fetched', async () => {
    const notIssued = start({ status: ORDER_STATUS.completed, receiptStatus: 2 }, {}, '');
    notIssued.actor.send({ type: 'INVOICE' });
    await flush();
    expect(notIssued.notices()).toEqual(['invoiceNotIssued']);
    expect(notIssued.effects.saveInvoiceFile).not.toHaveBeenCalled();
    const failed = start(
      { status: ORDER_STATUS.completed, receiptStatus: 2 },
      { loadIssuedInvoice: true },
    );
    failed.actor.send({ type: 'INVOICE' });
    await flush();
    expect(failed.notices()).toEqual(['invoiceDownloadFailed']);
    expect(failed.snapshot().value).toBe('idle');
  });

  it('cancels the download when the order leaves the screen: no file, no notice', async () => {
    const { actor, effects, notices } = completed(2);
    actor.send({ type: 'INVOICE' });
    actor.stop();
    await flush();
    expect(effects.saveInvoiceFile).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);
  });

  it('refuses a form with missing required fields, naming them', () => {
    const { actor, snapshot, calls } = completed(0);
    actor.send({ type: 'INVOICE' });
    actor.send({
      type: 'SUBMIT_INVOICE',
      form: { ...specialInvoice, bank: '', registerPhone: ' ' },
    });
    expect(snapshot().value).toEqual({ invoice: 'editing' });
    expect(snapshot().context.invoiceErrors).toEqual(['registerPhone', 'bank']);
    expect(calls.saveInvoice).not.toHaveBeenCalled();
  });

  it('keeps the form open when saving fails', async () => {
    const { actor, snapshot, notices } = start(
      { status: ORDER_STATUS.completed, receiptStatus: 0 },
      { saveInvoice: true },
    );
    actor.send({ type: 'INVOICE' });
    actor.send({ type: 'SUBMIT_INVOICE', form: regularInvoice });
    await flush();
    expect(snapshot().value).toEqual({ invoice: 'editing' });
    expect(snapshot().context.receiptStatus).toBe(RECEIPT_STATUS.none);
    expect(notices()).toEqual(['invoiceFailed']);
    actor.send({ type: 'CANCEL' });
    expect(snapshot().value).toBe('idle');
  });

  it.each([
    ['no type', { ...regularInvoice, receiptType: null }, ['receiptType']],
    ['no header', { ...regularInvoice, receiptHeader: '' }, ['receiptHeader']],
    ['no tax number', { ...regularInvoice, taxIdNumber: '  ' }, ['taxIdNumber']],
    ['a complete regular invoice', regularInvoice, []],
    ['a regular invoice without bank details', { ...regularInvoice, bank: '' }, []],
    [
      'a special invoice without bank details',
      { ...regularInvoice, receiptType: 1 },
      ['registerAddr', 'registerPhone', 'bank', 'bankAccount'],
    ],
    ['a complete special invoice', specialInvoice, []],
    ['an empty form', EMPTY_INVOICE, ['receiptType', 'receiptHeader', 'taxIdNumber']],
  ] as const)('invoice rules: %s', (_case, form, errors) => {
    expect(invoiceFormErrors(form as InvoiceForm)).toEqual(errors);
  });
});

describe('orderAfterSalesMachine: the order list refreshes', () => {
  it('takes the new status, so the allowed actions follow it', () => {
    const { actor, snapshot, effects } = start({ status: ORDER_STATUS.shipped });
    actor.send({ type: 'ORDER_UPDATED', status: ORDER_STATUS.unpaid, receiptStatus: 0 });
    expect(snapshot().context.status).toBe(ORDER_STATUS.unpaid);
    actor.send({ type: 'VIEW_TRAIL' });
    expect(snapshot().value).toBe('idle');
    actor.send({ type: 'PAY' });
    expect(effects.startPayment).toHaveBeenCalledOnce();
  });

  it('ignores a status outside 0..9 or a receipt status outside 0..2', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'ORDER_UPDATED', status: 12 as OrderStatus, receiptStatus: 0 });
    actor.send({ type: 'ORDER_UPDATED', status: 2, receiptStatus: 5 as ReceiptStatus });
    expect(snapshot().context.status).toBe(ORDER_STATUS.shipped);
    expect(snapshot().context.receiptStatus).toBe(RECEIPT_STATUS.none);
  });
});

describe('orderAfterSalesMachine: the tracking number', () => {
  it('follows the order list: the trail is loaded for the new number', async () => {
    const { actor, calls } = start({ status: ORDER_STATUS.shipped, trackingNumber: 'SF123' });
    actor.send({
      type: 'ORDER_UPDATED',
      status: ORDER_STATUS.shipped,
      receiptStatus: RECEIPT_STATUS.none,
      trackingNumber: 'YT9876543',
    });
    actor.send({ type: 'VIEW_TRAIL' });
    expect(calls.loadTrail).toHaveBeenCalledWith({
      orderId: ORDER_ID,
      trackingNumber: 'YT9876543',
    });
  });

  it('is empty when the order has none yet', () => {
    const { actor, calls } = start({ status: ORDER_STATUS.shipped, trackingNumber: undefined });
    actor.send({ type: 'VIEW_TRAIL' });
    expect(calls.loadTrail).toHaveBeenCalledWith({ orderId: ORDER_ID, trackingNumber: '' });
  });
});
