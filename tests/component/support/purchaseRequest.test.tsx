/**
 * /sendDd, the bulk order request (docs/decisions.md "/updView and /sendDd"): the form's own
 * checks, the request the server receives, its receipt, the server's refusals and another request.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productList, type Product } from '../../../src/api/contract/shop/catalogue';
import { PURCHASE_REQUESTS } from '../../../mock-server/company/records';
import { renderAppAt, withAppMock } from '../../support/renderApp';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

const mock = withAppMock();

/** The shop's products on sale, as the mock lists them in a language. */
async function productsIn(language: 'zh' | 'en') {
  const answer = await mock().call(productList, { query: { language } });
  return (answer.body as { data: Product[] }).data;
}
const requests = () => mock().app.mock.store.collection(PURCHASE_REQUESTS);

const main = () => screen.getByRole('main');
const type = (name: string, value: string) =>
  fireEvent.change(within(main()).getByRole('textbox', { name }), { target: { value } });
const choose = (name: string, value: string) =>
  fireEvent.change(within(main()).getByRole('combobox', { name }), { target: { value } });
const send = () =>
  fireEvent.click(within(main()).getByRole('button', { name: 'Send the request' }));

function fillContact() {
  choose('Office to answer you', 'bp03_en');
  type('Company', 'Hangzhou Haichuan Smart Technology');
  type('Contact person', 'Wang Lei');
  type('Mobile phone', '13812345678');
  type('E-mail', 'wang.lei@example.com');
}

describe('bulk order request', () => {
  it('checks the form first: every missing field said, the first one focused, no call', async () => {
    await renderAppAt('/sendDd', 'en');
    const before = requests().all().length;
    send();
    await waitFor(() =>
      expect(within(main()).getByRole('combobox', { name: 'Product 1' })).toBe(
        document.activeElement,
      ),
    );
    const text = main().textContent;
    for (const message of [
      'Please choose a product',
      'Please choose the office to answer you',
      'Please enter the company name',
      'Please enter the contact person',
      'Please enter your phone number',
      'Please enter your e-mail address',
    ])
      expect(text).toContain(message);
    expect(requests().all()).toHaveLength(before);
  });

  it('sends the products and quantities, shows the receipt, then starts another request keeping the contact', async () => {
    await renderAppAt('/sendDd', 'en');
    const [module, dtu] = await productsIn('en');
    choose('Product 1', module!.id);
    fireEvent.change(within(main()).getByRole('spinbutton', { name: 'Quantity 1' }), {
      target: { value: '500' },
    });
    fireEvent.click(within(main()).getByRole('button', { name: 'Add a product' }));
    // The same product twice is refused on its line.
    choose('Product 2', module!.id);
    fillContact();
    send();
    await waitFor(() =>
      expect(main().textContent).toContain('This product is already on the list'),
    );
    choose('Product 2', dtu!.id);
    fireEvent.change(within(main()).getByRole('spinbutton', { name: 'Quantity 2' }), {
      target: { value: '120' },
    });
    send();

    const receipt = await within(main()).findByRole('region', { name: 'Request sent' });
    const number = /RQ\d{14}/.exec(receipt.textContent ?? '')?.[0];
    const stored = requests().get(number ?? '');
    expect(stored).toMatchObject({
      lines: [
        { productId: module!.id, quantity: 500 },
        { productId: dtu!.id, quantity: 120 },
      ],
      companyName: 'Hangzhou Haichuan Smart Technology',
      phoneNum: '13812345678',
    });
    expect(
      within(receipt)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductQuantity', `${module!.productName}500`, `${dtu!.productName}120`]);
    expect(receipt.textContent).toContain('East China (Shanghai) office will send you a quotation');
    expect(document.activeElement?.textContent).toBe('Request sent');

    fireEvent.click(within(receipt).getByRole('button', { name: 'Send another request' }));
    await waitFor(() =>
      expect(within(main()).getByRole('combobox', { name: 'Product 1' })).toHaveProperty(
        'value',
        '',
      ),
    );
    expect(within(main()).queryByRole('combobox', { name: 'Product 2' })).toBeNull();
    expect(within(main()).getByRole('textbox', { name: 'Company' })).toHaveProperty(
      'value',
      'Hangzhou Haichuan Smart Technology',
    );
  });

  it('shows the server’s refusal in the page’s language and keeps what was typed', async () => {
    await renderAppAt('/sendDd', 'zh');
    const [product] = await productsIn('zh');
    fireEvent.change(within(main()).getByRole('combobox', { name: '商品 1' }), {
      target: { value: product!.id },
    });
    fireEvent.change(within(main()).getByRole('combobox', { name: '对接办事处' }), {
      target: { value: 'bp01' },
    });
    fireEvent.change(within(main()).getByRole('textbox', { name: '公司' }), {
      target: { value: '杭州海川' },
    });
    fireEvent.change(within(main()).getByRole('textbox', { name: '联系人' }), {
      target: { value: '王磊' },
    });
    fireEvent.change(within(main()).getByRole('textbox', { name: '手机号码' }), {
      target: { value: '13812345678' },
    });
    fireEvent.change(within(main()).getByRole('textbox', { name: '邮箱' }), {
      target: { value: 'wang@example.com' },
    });
    // A date the browser's picker would not offer, typed in: the server refuses it.
    fireEvent.change(within(main()).getByLabelText('期望交付日期'), {
      target: { value: '2020-01-01' },
    });
    fireEvent.click(within(main()).getByRole('button', { name: '提交需求单' }));
    expect((await within(main()).findByRole('alert')).textContent).toBe(
      '期望交付日期格式不正确或早于今天',
    );
    expect(within(main()).getByRole('textbox', { name: '公司' })).toHaveProperty(
      'value',
      '杭州海川',
    );
  });
});
