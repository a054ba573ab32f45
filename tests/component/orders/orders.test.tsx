import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wlForm } from '../../../src/api/contract/shop/afterSales/afterSales';
import { createReceipt } from '../../../src/api/contract/shop/afterSales/receipts';
import type { Order } from '../../../src/api/contract/shop/orders';
import { OrdersScreen } from '../../../src/features/orders/OrdersScreen';
import { loadOrders } from '../../../src/features/orders/loadOrders';
import { askedStatus, ordersSearch } from '../../../src/features/orders/ordersSearch';
import type { Locale } from '../../../src/i18n/locales';
import { storage } from '../../../src/lib/storage';
import {
  completedOrder,
  devPost,
  payByWallet,
  placeOrder,
  shopper,
  type Shopper,
} from '../../contract/shop/support';
import { heldCalls, holdCalls, release, stopHolding } from './support/heldCalls';
import { noticeTexts, withMockApi } from './support/mockApi';
import { renderRoute } from './support/renderRoute';

const api = withMockApi();
vi.setConfig({ testTimeout: 30_000 });

let who: Shopper;
beforeEach(() => {
  who = shopper(api.mock);
  storage.usertoken.set(who.token);
  storage.curretUser.set({ username: who.user.username, nickname: who.user.nickname });
});
afterEach(stopHolding);

function renderOrders(status: number, locale: Locale) {
  return renderRoute(
    {
      path: '/buyTab',
      component: OrdersScreen,
      validateSearch: ordersSearch,
      loaderDeps: ({ search }: { search: { status?: number } }) => ({ status: search.status }),
      loader: ({ deps }: { deps: { status?: number } }) => loadOrders(askedStatus(deps)),
    },
    `/buyTab?status=${status}`,
    locale,
  );
}

/** The operations group of an order's row. */
const operations = async (order: Order) =>
  screen.findByRole('group', { name: new RegExp(order.orderid) });

async function shippedOrder(): Promise<Order> {
  const order = await placeOrder(api.mock, who);
  await payByWallet(api.mock, who, order);
  await devPost(api.mock, `/__mock/orders/${order.orderid}/ship`);
  return order;
}

describe('my orders', () => {
  it('shows the ten status tabs, the current one selected', async () => {
    await renderOrders(0, 'zh');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '待发货',
      '已发货',
      '已完成',
      '退款申请中',
      '换货',
      '退款审核通过',
      '已退款',
      '换货处理中',
      '换货完成',
      '待付款',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('暂无订单。')).toBeVisible();
  });

  it('moves along the status tabs with the arrows, Home and End, and shows the one chosen', async () => {
    await renderOrders(0, 'zh');
    const first = await screen.findByRole('tab', { name: '待发货', selected: true });
    expect(screen.getByRole('tabpanel', { name: '待发货' })).toBeVisible();
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: '待付款' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Home' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const shipped = screen.getByRole('tab', { name: '已发货' });
    expect(shipped).toHaveFocus();
    // Moving the focus shows nothing yet: the list changes when a tab is chosen.
    expect(shipped).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(shipped);
    expect(await screen.findByRole('tab', { name: '已发货', selected: true })).toBe(shipped);
    expect(screen.getByRole('tabpanel', { name: '已发货' })).toBeVisible();
  });

  it('selects a pressed tab at once, and keeps the list on screen, busy, until its orders arrive', async () => {
    const order = await completedOrder(api.mock, who);
    await renderOrders(0, 'en');
    const empty = await screen.findByText('No orders here.');
    holdCalls(['/orderlist']);
    const completed = screen.getByRole('tab', { name: 'Completed' });
    fireEvent.click(completed);
    // Nothing answered yet: the press alone shows the tab (docs/decisions.md, "A pressed order
    // tab is selected at once").
    expect(completed).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Awaiting shipment' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await waitFor(() => expect(heldCalls()).toHaveLength(1));
    expect(empty.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    await act(async () => void release('/orderlist'));
    const region = (await operations(order)).closest('[aria-busy]');
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    expect(empty).not.toBeInTheDocument();
    expect(completed).toHaveAttribute('aria-selected', 'true');
  });

  it('deletes an unpaid order after confirmation', async () => {
    const order = await placeOrder(api.mock, who);
    await renderOrders(9, 'zh');
    const remove = within(await operations(order)).getByRole('button', { name: '删除' });
    await act(async () => fireEvent.click(remove));
    const confirm = await screen.findByRole('alertdialog', { name: '删除该订单？' });
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(noticeTexts()).toContain('订单已删除。'));
    expect(await screen.findByText('暂无订单。')).toBeVisible();
  });

  it('pays an unpaid order through the checkout with all its items', async () => {
    const order = await placeOrder(api.mock, who);
    const { router } = await renderOrders(9, 'en');
    fireEvent.click(within(await operations(order)).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cartView'));
    expect(router.state.location.search).toEqual({ type: 'unpaid', orderId: order.orderid });
  });

  it('requests a refund of an order not shipped', async () => {
    const order = await placeOrder(api.mock, who);
    await payByWallet(api.mock, who, order);
    await renderOrders(0, 'en');
    fireEvent.click(within(await operations(order)).getByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Request a refund?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(noticeTexts()).toContain('Your refund request has been sent.'));
    expect(await screen.findByText('No orders here.')).toBeVisible();
  });

  it('shows the logistics trail of a shipped order', async () => {
    const order = await shippedOrder();
    await renderOrders(1, 'en');
    fireEvent.click(
      within(await operations(order)).getByRole('button', { name: 'Logistics trail' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Logistics trail' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(dialog).getByText(/Tracking number: /).textContent).toMatch(/\w{6,}/);
  });

  describe.each([
    [
      'zh',
      {
        exchange: '换货',
        submit: '提交',
        number: '请输入物流单号。',
        company: '请输入物流公司。',
        format: '物流单号为 6 至 30 位字母或数字。',
        numberLabel: '物流单号',
        companyLabel: '物流公司',
        saved: '退货物流已提交。',
        enter: '填写物流',
        correct: '修改物流',
        shown: (number: string, company: string) => `退货物流：${number}（${company}）`,
      },
    ],
    [
      'en',
      {
        exchange: 'Exchange',
        submit: 'Submit',
        number: 'Enter the tracking number.',
        company: 'Enter the logistics company.',
        format: 'A tracking number has 6 to 30 letters or digits.',
        numberLabel: 'Tracking number',
        companyLabel: 'Logistics company',
        saved: 'The return shipment has been recorded.',
        enter: 'Enter logistics',
        correct: 'Correct logistics',
        shown: (number: string, company: string) => `Return shipment: ${number} (${company})`,
      },
    ],
  ] as const)('an exchange in %s', (locale, text) => {
    it('moves to the exchange tab and checks the return shipment form', async () => {
      const order = await shippedOrder();
      const { router } = await renderOrders(1, locale);
      fireEvent.click(within(await operations(order)).getByRole('button', { name: text.exchange }));
      await waitFor(() => expect(router.state.location.searchStr).toBe('?status=4'));
      const form = await screen.findByRole('dialog');
      fireEvent.click(within(form).getByRole('button', { name: text.submit }));
      expect((await within(form).findAllByRole('alert')).map((node) => node.textContent)).toEqual([
        text.number,
        text.company,
      ]);

      // Each correction is submitted at once: a refused submit sent nothing, so the
      // 2000 ms double-click guard is not armed.
      fireEvent.change(within(form).getByRole('textbox', { name: text.numberLabel }), {
        target: { value: 'AB' },
      });
      fireEvent.change(within(form).getByRole('textbox', { name: text.companyLabel }), {
        target: { value: '顺丰速运' },
      });
      fireEvent.click(within(form).getByRole('button', { name: text.submit }));
      expect((await within(form).findByRole('alert')).textContent).toBe(text.format);

      fireEvent.change(within(form).getByRole('textbox', { name: text.numberLabel }), {
        target: { value: 'SF1234567890' },
      });
      // Put right, the number no longer carries the format message.
      expect(within(form).queryAllByRole('alert')).toEqual([]);
      fireEvent.click(within(form).getByRole('button', { name: text.submit }));
      await waitFor(() => expect(noticeTexts()).toContain(text.saved));
      // The tab now shows what was entered, and offers to put it right instead.
      const group = await operations(order);
      await within(group).findByRole('button', { name: text.correct });
      expect(within(group).queryByRole('button', { name: text.enter })).toBeNull();
      expect(screen.getByText(/SF1234567890/).closest('p')?.textContent).toBe(
        text.shown('SF1234567890', '顺丰速运'),
      );
    });

    it('shows the return shipment once entered, and puts it right', async () => {
      const order = await shippedOrder();
      await who.call(wlForm, {
        query: { orderId: order.orderid, WLid: 'SF1234567890', WLcompany: '顺丰速运' },
      });
      await renderOrders(4, locale);
      const row = (await operations(order)).closest('tr') as HTMLTableRowElement;
      expect(
        within(row)
          .getByText(/SF1234567890/)
          .closest('p')?.textContent,
      ).toBe(text.shown('SF1234567890', '顺丰速运'));
      expect(within(row).queryByRole('button', { name: text.enter })).toBeNull();

      fireEvent.click(within(row).getByRole('button', { name: text.correct }));
      const form = await screen.findByRole('dialog');
      const number = within(form).getByRole('textbox', { name: text.numberLabel });
      expect((number as HTMLInputElement).value).toBe('SF1234567890');
      expect(
        (within(form).getByRole('textbox', { name: text.companyLabel }) as HTMLInputElement).value,
      ).toBe('顺丰速运');
      fireEvent.change(number, { target: { value: 'YT9876543210' } });
      fireEvent.click(within(form).getByRole('button', { name: text.submit }));
      await waitFor(() => expect(noticeTexts()).toContain(text.saved));
      await waitFor(() =>
        expect(
          within(row)
            .getByText(/YT9876543210/)
            .closest('p')?.textContent,
        ).toBe(text.shown('YT9876543210', '顺丰速运')),
      );
    });
  });

  describe.each([
    [
      'zh',
      {
        apply: '申请发票',
        submit: '提交',
        type: '请选择发票类型。',
        header: '请输入发票抬头。',
        tax: '请输入纳税人识别号。',
        special: '增值税专用发票',
        addr: '请输入注册地址。',
        phone: '请输入注册电话。',
        bank: '请输入开户银行。',
        account: '请输入银行账号。',
        taxFormat: '纳税人识别号为 15 至 20 位字母或数字。',
        saved: '发票申请已保存。',
        headerLabel: '发票抬头',
        taxLabel: '纳税人识别号',
        addrLabel: '注册地址',
        phoneLabel: '注册电话',
        bankLabel: '开户银行',
        accountLabel: '银行账号',
      },
    ],
    [
      'en',
      {
        apply: 'Apply for invoice',
        submit: 'Submit',
        type: 'Choose the invoice type.',
        header: 'Enter the invoice title.',
        tax: 'Enter the taxpayer ID number.',
        special: 'Special VAT invoice',
        addr: 'Enter the registered address.',
        phone: 'Enter the registered phone number.',
        bank: 'Enter the bank of the account.',
        account: 'Enter the bank account number.',
        taxFormat: 'A taxpayer ID number has 15 to 20 letters or digits.',
        saved: 'Your invoice request has been saved.',
        headerLabel: 'Invoice title',
        taxLabel: 'Taxpayer ID number',
        addrLabel: 'Registered address',
        phoneLabel: 'Registered phone',
        bankLabel: 'Bank',
        accountLabel: 'Bank account',
      },
    ],
  ] as const)('an invoice in %s', (locale, text) => {
    it('requires type, title and tax number, and the bank details of a special one', async () => {
      const order = await completedOrder(api.mock, who);
      await renderOrders(2, locale);
      fireEvent.click(within(await operations(order)).getByRole('button', { name: text.apply }));
      const form = await screen.findByRole('dialog');
      fireEvent.click(within(form).getByRole('button', { name: text.submit }));
      const messages = async () =>
        (await within(form).findAllByRole('alert')).map((node) => node.textContent);
      expect(await messages()).toEqual([text.type, text.header, text.tax]);

      // Each correction is submitted at once: a refused submit sent nothing, so the
      // 2000 ms double-click guard is not armed.
      fireEvent.click(within(form).getByRole('radio', { name: text.special }));
      fireEvent.click(within(form).getByRole('button', { name: text.submit }));
      await waitFor(async () =>
        expect(await messages()).toEqual([
          text.header,
          text.tax,
          text.addr,
          text.phone,
          text.bank,
          text.account,
        ]),
      );

      const type = (label: string, value: string) =>
        fireEvent.change(within(form).getByRole('textbox', { name: label }), {
          target: { value },
        });
      type(text.headerLabel, '深圳瑞驰物联科技有限公司');
      type(text.taxLabel, '12345');
      type(text.addrLabel, '深圳市南山区科技园');
      type(text.phoneLabel, '0755-86000000');
      type(text.bankLabel, '招商银行深圳分行');
      type(text.accountLabel, '755900000000001');
      fireEvent.click(within(form).getByRole('button', { name: text.submit }));
      expect((await within(form).findByRole('alert')).textContent).toBe(text.taxFormat);

      type(text.taxLabel, '91440300MA5FXXXX1X');
      expect(within(form).queryAllByRole('alert')).toEqual([]);
      fireEvent.click(within(form).getByRole('button', { name: text.submit }));
      await waitFor(() => expect(noticeTexts()).toContain(text.saved));
    });
  });

  it('edits a requested invoice, starting from what was sent', async () => {
    const order = await completedOrder(api.mock, who);
    await who.call(createReceipt, {
      body: {
        orderId: order.orderid,
        receiptType: 0,
        receiptHeader: 'Reach Test Ltd',
        taxIdNumber: '91440300MA5FXXXX1X',
      },
    });
    await renderOrders(2, 'en');
    fireEvent.click(within(await operations(order)).getByRole('button', { name: 'Edit invoice' }));
    const form = await screen.findByRole('dialog', { name: 'Edit the invoice' });
    const title = (await within(form).findByRole('textbox', {
      name: 'Invoice title',
    })) as HTMLInputElement;
    expect(title.value).toBe('Reach Test Ltd');
    expect(
      (within(form).getByRole('radio', { name: 'Regular invoice' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('downloads an issued invoice', async () => {
    const order = await completedOrder(api.mock, who);
    await who.call(createReceipt, {
      body: {
        orderId: order.orderid,
        receiptType: 0,
        receiptHeader: 'Reach Test Ltd',
        taxIdNumber: '91440300MA5FXXXX1X',
      },
    });
    await devPost(api.mock, `/__mock/receipts/${order.orderid}/issue`);
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.href);
    });
    await renderOrders(2, 'zh');
    fireEvent.click(within(await operations(order)).getByRole('button', { name: '下载发票' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(new RegExp(`/__mock/receipts/${order.orderid}\\.pdf$`));
    click.mockRestore();
  });
});
