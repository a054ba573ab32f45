/**
 * The bulk order request of /sendDd (docs/decisions.md "/updView and /sendDd"): what the form
 * refuses before sending, the body it sends, and what the user sees of the answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PurchaseRequestForm } from '../../../src/api/contract/company/purchaseRequest';
import { MAX_REQUEST_LINES } from '../../../src/domain/purchaseRequest';
import { purchaseRequestMachine } from '../../../machines/purchaseRequestMachine';
import type { PurchaseRequestAnswer, RequestField } from '../../../machines/purchaseRequestForm';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const receipt = {
  requestNo: 'PR-20261127-0001',
  createDate: '2026-11-27 10:00:00',
  lines: [{ productId: 'p-12', productName: 'Gateway', quantity: 20 }],
  office: { title: 'Shanghai', contacts: 'Wang', mobile: '13900139000', email: 'sh@example.com' },
};

function start(
  send: (body: PurchaseRequestForm) => Promise<PurchaseRequestAnswer> = async () => ({
    code: 1,
    data: receipt,
  }),
) {
  const calls = { send: vi.fn(send) };
  const actor = createActor(
    purchaseRequestMachine.provide({
      actors: { send: fromPromise(({ input }) => calls.send(input)) },
    }),
  );
  actor.start();
  const change = (field: RequestField, value: string) =>
    actor.send({ type: 'CHANGE', field, value });
  const changeLine = (index: number, part: 'productId' | 'quantity', value: string) =>
    actor.send({ type: 'CHANGE_LINE', index, part, value });
  const fillContact = () => {
    change('businessPerId', 'bp-3');
    change('companyName', 'Lin Devices');
    change('contactPerson', 'Lin');
    change('phoneNum', '13800138000');
    change('email', 'lin@example.com');
  };
  const context = () => actor.getSnapshot().context;
  return { actor, calls, change, changeLine, fillContact, context };
}

describe('purchaseRequestMachine', () => {
  it('opens with one line, no product chosen, quantity 1; a line added is the same', () => {
    const { actor, context } = start();
    expect(context().lines).toEqual([{ productId: '', quantity: '1' }]);
    actor.send({ type: 'ADD_LINE' });
    expect(context().lines).toEqual([
      { productId: '', quantity: '1' },
      { productId: '', quantity: '1' },
    ]);
  });

  it(`takes at most ${MAX_REQUEST_LINES} lines, and never removes the last one`, () => {
    const { actor, context } = start();
    actor.send({ type: 'REMOVE_LINE', index: 0 });
    expect(context().lines).toHaveLength(1);
    for (let line = 1; line <= MAX_REQUEST_LINES; line += 1) actor.send({ type: 'ADD_LINE' });
    expect(context().lines).toHaveLength(MAX_REQUEST_LINES);
  });

  it('changes and removes only the line it is asked to', () => {
    const { actor, changeLine, context } = start();
    actor.send({ type: 'ADD_LINE' });
    actor.send({ type: 'ADD_LINE' });
    changeLine(0, 'productId', 'p-1');
    changeLine(1, 'productId', 'p-2');
    changeLine(2, 'productId', 'p-3');
    changeLine(1, 'quantity', '5');
    expect(context().lines).toEqual([
      { productId: 'p-1', quantity: '1' },
      { productId: 'p-2', quantity: '5' },
      { productId: 'p-3', quantity: '1' },
    ]);
    actor.send({ type: 'REMOVE_LINE', index: 1 });
    expect(context().lines).toEqual([
      { productId: 'p-1', quantity: '1' },
      { productId: 'p-3', quantity: '1' },
    ]);
  });

  it('shows what is missing and sends nothing', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({
      fields: {
        businessPerId: 'required',
        companyName: 'required',
        contactPerson: 'required',
        phoneNum: 'phoneEmpty',
        email: 'emailEmpty',
      },
      lines: { 0: ['chooseProduct'] },
    });
    expect(calls.send).not.toHaveBeenCalled();
  });

  it('takes a name of spaces for none', () => {
    const { actor, calls, change, changeLine, fillContact, context } = start();
    fillContact();
    changeLine(0, 'productId', 'p-1');
    change('companyName', '  ');
    change('contactPerson', ' ');
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({
      fields: { companyName: 'required', contactPerson: 'required' },
      lines: {},
    });
    expect(calls.send).not.toHaveBeenCalled();
  });

  it('flags a product chosen twice on its later line, and a quantity out of range', () => {
    const { actor, calls, changeLine, fillContact, context } = start();
    fillContact();
    actor.send({ type: 'ADD_LINE' });
    actor.send({ type: 'ADD_LINE' });
    changeLine(0, 'productId', 'p-1');
    changeLine(1, 'productId', 'p-2');
    changeLine(2, 'productId', 'p-1');
    changeLine(1, 'quantity', '0');
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({ fields: {}, lines: { 1: ['quantity'], 2: ['duplicate'] } });
    expect(calls.send).not.toHaveBeenCalled();
  });

  it('sends the lines with their quantities and the contact trimmed', async () => {
    const { actor, calls, change, changeLine, context } = start();
    actor.send({ type: 'ADD_LINE' });
    changeLine(0, 'productId', 'p-1');
    changeLine(0, 'quantity', ' 20 ');
    changeLine(1, 'productId', 'p-2');
    change('businessPerId', 'bp-3');
    change('companyName', ' Lin Devices ');
    change('contactPerson', ' Lin ');
    change('phoneNum', ' 13800138000 ');
    change('email', ' lin@example.com ');
    change('deliveryCity', ' Hangzhou ');
    change('deliveryDate', '2026-12-24');
    change('postscript', ' Blue casing ');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(calls.send).toHaveBeenCalledExactlyOnceWith({
      lines: [
        { productId: 'p-1', quantity: 20 },
        { productId: 'p-2', quantity: 1 },
      ],
      businessPerId: 'bp-3',
      companyName: 'Lin Devices',
      contactPerson: 'Lin',
      phoneNum: '13800138000',
      email: 'lin@example.com',
      deliveryCity: 'Hangzhou',
      deliveryDate: '2026-12-24',
      postscript: 'Blue casing',
    });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(context().receipt).toEqual(receipt);
  });

  it.each<[string, PurchaseRequestAnswer]>([
    ['a refusal', { code: 0, msg: 'Unknown product', data: receipt }],
    ['an acceptance without a receipt', { code: 1, msg: 'No office', data: null }],
  ])('keeps the form and shows the message of %s', async (_, answer) => {
    const { actor, changeLine, fillContact, context } = start(async () => answer);
    fillContact();
    changeLine(0, 'productId', 'p-1');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().refusal).toBe(answer.msg);
    expect(context().receipt).toBeNull();
  });

  it('keeps a refusal without a message as an empty one', async () => {
    const { actor, changeLine, fillContact, context } = start(async () => ({
      code: 0,
      data: null,
    }));
    fillContact();
    changeLine(0, 'productId', 'p-1');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().refusal).toBe('');
  });

  it('forgets a failed send once the user changes the form', async () => {
    const { actor, change, changeLine, fillContact, context } = start(async () => {
      throw new Error('offline');
    });
    fillContact();
    changeLine(0, 'productId', 'p-1');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(context().failed).toBe(true);
    change('postscript', 'Urgent');
    expect(context().failed).toBe(false);
  });
});
