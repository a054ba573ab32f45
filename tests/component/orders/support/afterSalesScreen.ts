/**
 * What the after-sales model-based UI test reads and presses on "My orders": the texts in
 * both languages, the order's row and dialogs, and what the spec lets each status do.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { InvoiceForm } from '../../../../machines/orderAfterSalesTypes';
import { specialInvoice } from '../../../../machines/samples/orderAfterSalesSamples';
import { ORDER_STATUS, RECEIPT_STATUS } from '../../../../src/domain/orders';
import type { Locale } from '../../../../src/i18n/locales';

export const afterSalesTexts = {
  zh: {
    tab: { 0: '待发货', 1: '已发货', 2: '已完成', 4: '换货', 9: '待付款' } as Record<
      number,
      string
    >,
    button: {
      REQUEST_REFUND: '退款',
      REQUEST_EXCHANGE: '换货',
      ENTER_LOGISTICS: '填写物流',
      VIEW_TRAIL: '物流轨迹',
      PAY: '支付',
      DELETE_ORDER: '删除',
      apply: '申请发票',
      edit: '修改发票',
      download: '下载发票',
    },
    refundTitle: '申请退款？',
    deleteTitle: '删除该订单？',
    logisticsTitle: '退货物流',
    trackingNumber: '物流单号',
    company: '物流公司',
    trailTitle: '物流轨迹',
    loadingTrail: '正在加载物流信息…',
    trailFailed: '物流轨迹加载失败。',
    tryAgain: '重试',
    invoiceTitle: { create: '申请发票', edit: '修改发票' },
    loadingInvoice: '正在加载发票…',
    special: '增值税专用发票',
    invoiceLabel: {
      receiptHeader: '发票抬头',
      taxIdNumber: '纳税人识别号',
      registerAddr: '注册地址',
      registerPhone: '注册电话',
      bank: '开户银行',
      bankAccount: '银行账号',
    },
    submit: '提交',
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
  },
  en: {
    tab: {
      0: 'Awaiting shipment',
      1: 'Shipped',
      2: 'Completed',
      4: 'Exchanges',
      9: 'Awaiting payment',
    } as Record<number, string>,
    button: {
      REQUEST_REFUND: 'Refund',
      REQUEST_EXCHANGE: 'Exchange',
      ENTER_LOGISTICS: 'Enter logistics',
      VIEW_TRAIL: 'Logistics trail',
      PAY: 'Pay',
      DELETE_ORDER: 'Delete',
      apply: 'Apply for invoice',
      edit: 'Edit invoice',
      download: 'Download invoice',
    },
    refundTitle: 'Request a refund?',
    deleteTitle: 'Delete this order?',
    logisticsTitle: 'Return shipment',
    trackingNumber: 'Tracking number',
    company: 'Logistics company',
    trailTitle: 'Logistics trail',
    loadingTrail: 'Loading the trail…',
    trailFailed: 'The trail could not be loaded.',
    tryAgain: 'Try again',
    invoiceTitle: { create: 'Apply for an invoice', edit: 'Edit the invoice' },
    loadingInvoice: 'Loading the invoice…',
    special: 'Special VAT invoice',
    invoiceLabel: {
      receiptHeader: 'Invoice title',
      taxIdNumber: 'Taxpayer ID number',
      registerAddr: 'Registered address',
      registerPhone: 'Registered phone',
      bank: 'Bank',
      bankAccount: 'Bank account',
    },
    submit: 'Submit',
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
  },
} satisfies Record<Locale, unknown>;

export type AfterSalesTexts = (typeof afterSalesTexts)[Locale];

/**
 * A special invoice with a taxpayer number of the right shape (15 to 20 letters or digits): the
 * machine's sample, which the named scenarios send too.
 */
export const SPECIAL_INVOICE: InvoiceForm = specialInvoice;

export const INVOICE_TEXT_FIELDS = [
  'receiptHeader',
  'taxIdNumber',
  'registerAddr',
  'registerPhone',
  'bank',
  'bankAccount',
] as const;

/**
 * The buttons an order's row offers, by the spec (shop-and-shell §4 "Actions per tab"):
 * refund on not shipped, shipped and completed; exchange on shipped and completed; the trail
 * on a shipped order with its tracking number; pay and delete on unpaid; the invoice of a
 * completed order by its receipt status; the return logistics from the exchange tab.
 */
export function expectedButtons(text: AfterSalesTexts, status: number, receipt: number): string[] {
  const { button } = text;
  const offered: string[] = [];
  if (status === ORDER_STATUS.unpaid) offered.push(button.PAY, button.DELETE_ORDER);
  if (status === ORDER_STATUS.shipped) offered.push(button.VIEW_TRAIL);
  if (status === ORDER_STATUS.completed)
    offered.push(
      receipt === RECEIPT_STATUS.issued
        ? button.download
        : receipt === RECEIPT_STATUS.requested
          ? button.edit
          : button.apply,
    );
  if (status === ORDER_STATUS.shipped || status === ORDER_STATUS.completed)
    offered.push(button.REQUEST_EXCHANGE);
  if (status === ORDER_STATUS.exchange) offered.push(button.ENTER_LOGISTICS);
  if (
    status === ORDER_STATUS.notShipped ||
    status === ORDER_STATUS.shipped ||
    status === ORDER_STATUS.completed
  )
    offered.push(button.REQUEST_REFUND);
  return offered;
}

/** The order's row operations, or null when the shown tab does not list it. */
export const operationsOf = (orderId: string) =>
  screen.queryByRole('group', { name: new RegExp(orderId) });

/** Presses a row's button, in an awaited act: the dialog it opens may suspend on its code. */
export async function pressOnRow(orderId: string, label: string) {
  const group = operationsOf(orderId);
  if (!group) throw new Error(`order ${orderId} is not in the list`);
  const button = within(group).getByRole('button', { name: label });
  await act(async () => fireEvent.click(button));
}

export const dialogNamed = (title: string) => screen.getByRole('dialog', { name: title });
export const alertDialogNamed = (title: string) => screen.getByRole('alertdialog', { name: title });
