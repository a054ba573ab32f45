/**
 * Model-based UI test of an order's after-sales on "My orders" (/buyTab), in the real app:
 * the paths of `orderAfterSalesMachine` (support/modelUi) from a new unpaid order. Each
 * event is a press on the order's row or in its dialog, or the answer to a held call; the
 * order's life on the server (paid, shipped, completed, an invoice requested and issued) is
 * the merchant's doing, after which the customer opens the order's tab, so the list's new
 * status reaches the machine as it does for a user. Refund, exchange shipment, trail and
 * deletion are answered by the test; an invoice is saved and read by the mock itself, so
 * its receipt status is real. The requests must name the order, its shipment, and carry
 * the invoice typed; each row must offer exactly what the spec allows its status.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import {
  getNextSnapshot,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate';
import { EMPTY_INVOICE } from '../../../machines/orderAfterSalesForms';
import { orderAfterSalesMachine } from '../../../machines/orderAfterSalesMachine';
import type {
  AfterSalesNotice,
  InvoiceForm,
  LogisticsForm,
  OrderAfterSalesContext,
} from '../../../machines/orderAfterSalesTypes';
import { orderList, type Order } from '../../../src/api/contract/shop/orders';
import { ORDER_STATUS } from '../../../src/domain/orders';
import { createReceipt } from '../../../src/api/contract/shop/afterSales/receipts';
import { afterSalesNotice } from '../../../src/features/orders/afterSalesNotices';
import {
  dataOf,
  devPost,
  payByWallet,
  placeOrder,
  shopper,
  type Shopper,
} from '../../contract/shop/support';
import { startMock, type MockServer } from '../../contract/support/mockServer';
import { apiTarget } from '../../support/apiTarget';
import { startHeldServer, type HeldServer } from '../../support/modelUi/heldServer';
import { eventsOf, initialSnapshot, type ScreenModel } from '../../support/modelUi/screenModel';
import {
  describeScreenModel,
  type ScreenSpec,
  type ScreenSuite,
} from '../../support/modelUi/screenRunner';
import { describeScreenScenarios } from '../../support/modelUi/screenScenarios';
import { orderAfterSalesFlow } from '../../model/scenarios/orderAfterSales';
import type { Scenario } from '../../model/support/scenarios';
import { testClocks } from '../../support/modelUi/testClocks';
import { renderAppAt } from '../../support/renderApp';
import { storeLogin } from '../account/support/accountSetup';
import {
  afterSalesTexts,
  alertDialogNamed,
  dialogNamed,
  expectedButtons,
  INVOICE_TEXT_FIELDS,
  operationsOf,
  pressOnRow,
  SPECIAL_INVOICE,
  type AfterSalesTexts,
} from './support/afterSalesScreen';

vi.setConfig({ testTimeout: 30_000 });

const ENDPOINT_OF_ACTOR: Record<string, string> = {
  requestRefund: 'returnPay',
  submitLogistics: 'WlForm',
  loadTrail: 'wuliuformget',
  deleteOrder: 'deleteOrder',
  loadInvoice: 'getReceipt',
  loadIssuedInvoice: 'getReceipt',
};

let mock: MockServer;
let held: HeldServer;
const downloads: { href: string; download: string }[] = [];
beforeAll(async () => {
  mock = await startMock();
  held = await startHeldServer(mock.url, [
    ...new Set(Object.values(ENDPOINT_OF_ACTOR)),
    'createReceipt',
    'editReceipt',
  ]);
  apiTarget.url = held.url;
  // jsdom cannot download: the invoice's link is recorded instead of followed.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, download: this.download });
  });
});
afterAll(async () => {
  await held.close();
  await mock.close();
});

/** The customer and the order of the running path, as the mock has them now. */
let current: { who: Shopper; order: Order };

async function refreshOrder() {
  const answer = await current.who.call(orderList, {
    query: { orderid: current.order.orderid, createby: current.who.user.username },
  });
  const [order] = dataOf<Order[]>(answer);
  if (!order) throw new Error(`the mock lost order ${current.order.orderid}`);
  current.order = order;
}

/* ----------------------------------------------------------------------- model */

const ctx = (state: AnyMachineSnapshot) => state.context as OrderAfterSalesContext;
const done = (actor: string, output?: unknown) => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor: string) => ({
  type: `xstate.error.actor.${actor}`,
  error: new Error('refused'),
});
const update = (status: number, receiptStatus: number) => ({
  type: 'ORDER_UPDATED',
  status,
  receiptStatus,
  trackingNumber: 'the shipment',
});
const VALID_SHIPMENT: LogisticsForm = { trackingNumber: 'SF1234567890', company: '顺丰速运' };
const TRAIL = [{ time: '2024-05-02 10:00:00', station: 'Shenzhen hub' }];
/** The done event of an issued invoice's fetch that the mock answers with its own file. */
const ISSUED = 'the mock’s file';

/**
 * What the merchant can do next to the order (the mock's order life): an unpaid order is
 * paid, then shipped, then delivered; a completed order's invoice is requested, then issued.
 */
function merchantMoves(state: AnyMachineSnapshot): AnyEventObject[] {
  const { status, receiptStatus } = ctx(state);
  if (status === ORDER_STATUS.unpaid) return [update(ORDER_STATUS.notShipped, receiptStatus)];
  if (status === ORDER_STATUS.notShipped) return [update(ORDER_STATUS.shipped, receiptStatus)];
  if (status === ORDER_STATUS.shipped) return [update(ORDER_STATUS.completed, receiptStatus)];
  if (status === ORDER_STATUS.completed && receiptStatus < 2)
    return [update(ORDER_STATUS.completed, receiptStatus + 1)];
  return [];
}

const afterSalesModel: ScreenModel = {
  name: 'orderAfterSalesMachine',
  machine: orderAfterSalesMachine,
  input: { orderId: 'the order', status: ORDER_STATUS.unpaid, receiptStatus: 0 },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      order: ctx(snapshot).status,
      receipt: ctx(snapshot).receiptStatus,
    }),
  events: (snapshot) =>
    eventsOf(snapshot, {
      ORDER_UPDATED: merchantMoves,
      SUBMIT_LOGISTICS: () => [
        { type: 'SUBMIT_LOGISTICS', form: VALID_SHIPMENT },
        { type: 'SUBMIT_LOGISTICS', form: { ...VALID_SHIPMENT, trackingNumber: '' } },
      ],
      SUBMIT_INVOICE: () => [
        { type: 'SUBMIT_INVOICE', form: SPECIAL_INVOICE },
        { type: 'SUBMIT_INVOICE', form: { ...SPECIAL_INVOICE, bankAccount: '' } },
      ],
      'xstate.done.actor.requestRefund': () => [done('requestRefund')],
      'xstate.error.actor.requestRefund': () => [failed('requestRefund')],
      'xstate.done.actor.submitLogistics': () => [done('submitLogistics')],
      'xstate.error.actor.submitLogistics': () => [failed('submitLogistics')],
      'xstate.done.actor.loadTrail': () => [done('loadTrail', TRAIL)],
      'xstate.error.actor.loadTrail': () => [failed('loadTrail')],
      'xstate.done.actor.deleteOrder': () => [done('deleteOrder')],
      'xstate.error.actor.deleteOrder': () => [failed('deleteOrder')],
      'xstate.done.actor.loadInvoice': () => [done('loadInvoice', SPECIAL_INVOICE)],
      'xstate.error.actor.loadInvoice': () => [failed('loadInvoice')],
      'xstate.done.actor.saveInvoice': () => [done('saveInvoice')],
      'xstate.error.actor.saveInvoice': () => [failed('saveInvoice')],
      // The mock's issued invoice, or one the shop has not given a file yet.
      'xstate.done.actor.loadIssuedInvoice': () => [
        done('loadIssuedInvoice', { receiptUrl: ISSUED }),
        done('loadIssuedInvoice', { receiptUrl: '' }),
      ],
      'xstate.error.actor.loadIssuedInvoice': () => [failed('loadIssuedInvoice')],
    }),
};

/* ---------------------------------------------------------------- the server */

const REFUSAL = { statuscode: 0, msg: 'Refused by the test', data: null };

/**
 * The shop's answers: refund, shipment and deletion as the path says (the order itself
 * stays as it is: its status changes only when the merchant moves it); the trail the path
 * gives; an invoice saved or read by the mock.
 */
function answerFor(actor: string, event: AnyEventObject): [number, unknown] | 'forward' {
  const isDone = event.type.startsWith('xstate.done.actor.');
  if (actor === 'saveInvoice' || (actor === 'loadInvoice' && isDone)) {
    return isDone ? 'forward' : [200, { code: 0, msg: 'Refused by the test', data: null }];
  }
  if (actor === 'loadInvoice') return [200, { code: 0, msg: 'Refused by the test', data: null }];
  if (actor === 'loadIssuedInvoice') {
    if (!isDone) return [200, { code: 0, msg: 'Refused by the test', data: null }];
    const { receiptUrl } = event.output as { receiptUrl: string };
    if (receiptUrl === ISSUED) return 'forward';
    const { orderid, createDate } = current.order;
    // The file the path names, or none yet.
    const unfiled = {
      ...SPECIAL_INVOICE,
      orderId: orderid,
      receiptStatus: 2,
      receiptUrl: receiptUrl || null,
    };
    return [
      200,
      {
        code: 1,
        statuscode: 1,
        msg: 'ok',
        data: { ...unfiled, createDate, updateDate: createDate },
      },
    ];
  }
  if (!isDone) return [200, REFUSAL];
  if (actor === 'loadTrail') {
    const trail = (event.output as typeof TRAIL).map(({ time, station }) => ({
      AcceptTime: time,
      AcceptStation: station,
    }));
    return [200, { statuscode: 1, msg: 'ok', data: trail }];
  }
  return [200, { statuscode: 1, msg: 'ok', data: actor === 'deleteOrder' ? null : current.order }];
}

/** Plays the merchant, then opens the order's tab (or opens it again) to see the list now. */
async function merchantDoes(text: AfterSalesTexts, to: { status: number; receipt: number }) {
  const { order, who } = current;
  const path = `/__mock/orders/${order.orderid}`;
  if (to.status !== order.orderStatus) {
    if (to.status === ORDER_STATUS.notShipped) await payByWallet(mock, who, order);
    if (to.status === ORDER_STATUS.shipped) await devPost(mock, `${path}/ship`);
    if (to.status === ORDER_STATUS.completed) await devPost(mock, `${path}/complete`);
  } else if (to.receipt === 1) {
    await who.call(createReceipt, { body: { ...SPECIAL_INVOICE, orderId: order.orderid } });
  } else {
    await devPost(mock, `/__mock/receipts/${order.orderid}/issue`);
  }
  await refreshOrder();
  if (to.status === order.orderStatus) {
    // The same tab: away and back, to list the order anew.
    fireEvent.click(screen.getByRole('tab', { name: text.tab[ORDER_STATUS.unpaid] }));
    await waitFor(() => expect(operationsOf(order.orderid)).toBeNull());
  }
  fireEvent.click(screen.getByRole('tab', { name: text.tab[to.status] }));
  await waitFor(() => expect(operationsOf(order.orderid)).toBeVisible());
}

/* ---------------------------------------------------------------- the screen */

async function fillInvoice(text: AfterSalesTexts, form: InvoiceForm, mode: 'create' | 'edit') {
  const dialog = dialogNamed(text.invoiceTitle[mode]);
  fireEvent.click(within(dialog).getByRole('radio', { name: text.special }));
  for (const name of INVOICE_TEXT_FIELDS) {
    const input = within(dialog).getByLabelText(text.invoiceLabel[name]) as HTMLInputElement;
    if (input.value !== form[name]) fireEvent.change(input, { target: { value: form[name] } });
  }
  // A new press: the double-press guard of an earlier submit has let go.
  act(() => testClocks.get('doubleClickGuard')?.increment(2_000));
  fireEvent.click(within(dialog).getByRole('button', { name: text.submit }));
}

function fillShipment(text: AfterSalesTexts, form: LogisticsForm) {
  const dialog = dialogNamed(text.logisticsTitle);
  fireEvent.change(within(dialog).getByLabelText(text.trackingNumber), {
    target: { value: form.trackingNumber },
  });
  fireEvent.change(within(dialog).getByLabelText(text.company), {
    target: { value: form.company },
  });
  act(() => testClocks.get('doubleClickGuard')?.increment(2_000));
  fireEvent.click(within(dialog).getByRole('button', { name: text.submit }));
}

/** The open dialog an answer (confirm, cancel, close) goes to, by the machine's state. */
function openDialog(text: AfterSalesTexts, state: AnyMachineSnapshot) {
  if (state.matches('refund')) return alertDialogNamed(text.refundTitle);
  if (state.matches('deletion')) return alertDialogNamed(text.deleteTitle);
  if (state.matches('logistics')) return dialogNamed(text.logisticsTitle);
  if (state.matches('trail')) return dialogNamed(text.trailTitle);
  return dialogNamed(text.invoiceTitle[ctx(state).invoiceMode]);
}

const noticeOf = (name: AfterSalesNotice) =>
  expect.objectContaining({
    level: afterSalesNotice[name].level,
    message: i18n._(afterSalesNotice[name].text),
  });

/** The notice each answer shows (spec §8), as the model's effects name them. */
const NOTICE_OF_ANSWER: Record<string, AfterSalesNotice> = {
  'xstate.done.actor.requestRefund': 'refundRequested',
  'xstate.error.actor.requestRefund': 'refundFailed',
  'xstate.done.actor.submitLogistics': 'logisticsSaved',
  'xstate.error.actor.submitLogistics': 'logisticsFailed',
  'xstate.done.actor.deleteOrder': 'orderDeleted',
  'xstate.error.actor.deleteOrder': 'deleteFailed',
  'xstate.error.actor.loadInvoice': 'invoiceLoadFailed',
  'xstate.done.actor.saveInvoice': 'invoiceSaved',
  'xstate.error.actor.saveInvoice': 'invoiceFailed',
  'xstate.error.actor.loadIssuedInvoice': 'invoiceDownloadFailed',
};

/**
 * Ark hides the rest of the page from screen readers one frame after a dialog opens; a
 * press within that frame (no person is that quick) would leave the page hidden for good.
 */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const afterSalesScreen: ScreenSpec<AfterSalesTexts> = {
  model: afterSalesModel,
  endpointOf: (actor, state) =>
    actor === 'saveInvoice'
      ? ctx(state).invoiceMode === 'edit'
        ? 'editReceipt'
        : 'createReceipt'
      : (ENDPOINT_OF_ACTOR[actor] ?? actor),
  answerFor,
  async perform({ text }, event, state) {
    const { orderid } = current.order;
    const { receiptStatus } = ctx(state);
    await nextFrame();
    switch (event.type) {
      case 'ORDER_UPDATED':
        await merchantDoes(text, { status: event.status, receipt: event.receiptStatus });
        break;
      case 'INVOICE':
        await pressOnRow(
          orderid,
          text.button[receiptStatus === 2 ? 'download' : receiptStatus === 1 ? 'edit' : 'apply'],
        );
        break;
      case 'REQUEST_REFUND':
      case 'REQUEST_EXCHANGE':
      case 'ENTER_LOGISTICS':
      case 'VIEW_TRAIL':
      case 'PAY':
      case 'DELETE_ORDER':
        // What the order's status does not allow, its row does not offer (spec §4 "Actions per
        // tab"): a scenario's refused request is a button that is not there.
        if (!state.can(event))
          expect(
            within(operationsOf(orderid)!).queryByRole('button', { name: text.button[event.type] }),
          ).toBeNull();
        else await pressOnRow(orderid, text.button[event.type]);
        break;
      case 'CONFIRM':
      case 'CANCEL':
      case 'CLOSE':
      case 'RETRY': {
        const label = {
          CONFIRM: text.confirm,
          CANCEL: text.cancel,
          CLOSE: text.close,
          RETRY: text.tryAgain,
        }[event.type];
        fireEvent.click(within(openDialog(text, state)).getByRole('button', { name: label }));
        break;
      }
      case 'SUBMIT_LOGISTICS':
        fillShipment(text, event.form as LogisticsForm);
        break;
      case 'SUBMIT_INVOICE':
        await fillInvoice(text, event.form as InvoiceForm, ctx(state).invoiceMode);
        break;
      default:
        throw new Error(`no gesture for ${event.type}`);
    }
    return [event];
  },
  expectCall(actor, request, state) {
    const { orderid, wuliuId } = current.order;
    const { logistics, invoice } = ctx(state);
    switch (actor) {
      case 'submitLogistics':
        return expect(request.query).toMatchObject({
          orderId: orderid,
          // Sent trimmed, as the machine gives them to its call.
          WLid: logistics?.trackingNumber.trim(),
          WLcompany: logistics?.company.trim(),
        });
      case 'loadTrail':
        return expect(request.query).toMatchObject({ LogisticsOrderNo: wuliuId });
      case 'saveInvoice':
        return expect(request.body).toEqual({ ...invoice, orderId: orderid });
      default:
        return expect(request.query).toMatchObject({ orderId: orderid });
    }
  },
  async afterStep({ text, path }, event, published, state) {
    const notice = NOTICE_OF_ANSWER[event.type];
    if (notice) await waitFor(() => expect(published()).toContainEqual(noticeOf(notice)));
    const { orderid } = current.order;
    if (event.type === 'PAY') await waitFor(() => expect(path()).toBe('/cartView'));
    const issued = event.output as { receiptUrl?: string } | undefined;
    if (event.type === 'xstate.done.actor.loadIssuedInvoice' && !issued?.receiptUrl)
      await waitFor(() => expect(published()).toContainEqual(noticeOf('invoiceNotIssued')));
    if (event.type === 'xstate.done.actor.loadIssuedInvoice' && issued?.receiptUrl) {
      // The issued invoice, fetched, is downloaded.
      const file =
        issued.receiptUrl === ISSUED ? `/__mock/receipts/${orderid}.pdf` : issued.receiptUrl;
      await waitFor(() =>
        expect(downloads.at(-1)).toEqual({
          href: expect.stringMatching(new RegExp(`${file.replace(/\./g, '\\.')}$`)),
          download: `invoice-${orderid}.pdf`,
        }),
      );
    }
    if (event.type === 'REQUEST_EXCHANGE' && state.matches('logistics'))
      // The dialog is modal: the tabs behind it are hidden from the accessibility tree.
      await waitFor(() =>
        expect(
          screen.getByRole('tab', { name: text.tab[ORDER_STATUS.exchange], hidden: true }),
        ).toHaveAttribute('aria-selected', 'true'),
      );
  },
  expectScreen({ text, path }, state) {
    if (path() === '/cartView') return;
    const { status, receiptStatus, logisticsErrors, trail, invoiceMode, invoice } = ctx(state);
    if (state.matches('idle') || state.matches('deleted')) {
      expect(screen.queryAllByRole('dialog')).toEqual([]);
      expect(screen.queryAllByRole('alertdialog')).toEqual([]);
    }
    if (state.matches('idle')) {
      const buttons = within(operationsOf(current.order.orderid)!)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(buttons.sort()).toEqual(expectedButtons(text, status, receiptStatus).sort());
    }
    if (state.matches('refund'))
      expect(alertDialogNamed(text.refundTitle)).toHaveTextContent(current.order.orderid);
    if (state.matches('deletion'))
      expect(alertDialogNamed(text.deleteTitle)).toHaveTextContent(current.order.orderid);
    if (state.matches('logistics')) {
      const dialog = dialogNamed(text.logisticsTitle);
      expect(within(dialog).getByRole('button', { name: text.submit })).toHaveProperty(
        'disabled',
        state.hasTag('busy'),
      );
      expect(within(dialog).queryAllByRole('alert').length).toBe(logisticsErrors.length);
    }
    if (state.matches({ trail: 'loading' }))
      expect(within(dialogNamed(text.trailTitle)).getByRole('status')).toHaveTextContent(
        text.loadingTrail,
      );
    if (state.matches({ trail: 'showing' }))
      expect(dialogNamed(text.trailTitle)).toHaveTextContent(trail[0]?.station ?? '');
    if (state.matches({ trail: 'failed' }))
      expect(within(dialogNamed(text.trailTitle)).getByRole('alert')).toHaveTextContent(
        text.trailFailed,
      );
    if (state.matches({ invoice: 'loading' }))
      expect(screen.getByRole('dialog')).toHaveTextContent(text.loadingInvoice);
    if (state.matches({ invoice: 'editing' }) && invoice !== EMPTY_INVOICE) {
      const dialog = dialogNamed(text.invoiceTitle[invoiceMode]);
      for (const name of INVOICE_TEXT_FIELDS)
        expect(within(dialog).getByLabelText(text.invoiceLabel[name])).toHaveValue(invoice[name]);
    }
    if (state.matches({ invoice: 'saving' }))
      expect(
        within(dialogNamed(text.invoiceTitle[invoiceMode])).getByRole('button', {
          name: text.submit,
        }),
      ).toBeDisabled();
  },
};

const buyTab: ScreenSuite<AfterSalesTexts> = {
  where: '/buyTab',
  held: () => held,
  async open(locale) {
    const who = shopper(mock);
    storeLogin(who.token, who.user.username, who.user.nickname);
    current = { who, order: await placeOrder(mock, who) };
    testClocks.set('doubleClickGuard', new SimulatedClock());
    const app = await renderAppAt(`/buyTab?status=${ORDER_STATUS.unpaid}`, locale);
    await waitFor(() => expect(operationsOf(current.order.orderid)).toBeVisible());
    return { text: afterSalesTexts[locale], locale, path: app.path };
  },
};

describeScreenModel(afterSalesScreen, buyTab);

/**
 * The way from the screen's new unpaid order to a scenario's order: the merchant moves it on
 * until it has the scenario's status and receipt status; an order in the exchange tab is a
 * shipped one whose exchange the customer asked for, with its return shipment.
 */
function toScenarioOrder(scenario: Scenario): AnyEventObject[] {
  const { status, receiptStatus } = scenario.given.input as OrderAfterSalesContext;
  const events: AnyEventObject[] = [];
  let state = initialSnapshot(afterSalesModel);
  const take = (event: AnyEventObject) => {
    events.push(event);
    state = getNextSnapshot(afterSalesModel.machine, state, event);
  };
  while (ctx(state).status !== status || ctx(state).receiptStatus !== receiptStatus) {
    if (status === ORDER_STATUS.exchange && ctx(state).status === ORDER_STATUS.shipped) {
      take({ type: 'REQUEST_EXCHANGE' });
      take({ type: 'SUBMIT_LOGISTICS', form: VALID_SHIPMENT });
      take(done('submitLogistics'));
      continue;
    }
    const [move] = merchantMoves(state);
    if (!move)
      throw new Error(`orderAfterSales scenario on screen "${scenario.name}": no way to its order`);
    take(move);
  }
  return events;
}

// After-sales' named scenarios (tests/model/scenarios/orderAfterSales.ts), on "My orders".
describeScreenScenarios(orderAfterSalesFlow, (scenario) => ({
  spec: afterSalesScreen,
  suite: buyTab,
  toGiven: toScenarioOrder(scenario),
}));
