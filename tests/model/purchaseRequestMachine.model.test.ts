import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { purchaseRequestMachine } from '../../machines/purchaseRequestMachine';
import {
  validatePurchaseRequest,
  type PurchaseRequestContext,
} from '../../machines/purchaseRequestForm';
import { describeModel } from './support/describeModel';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const line = (index: number, part: string, value: string) => ({
  type: 'CHANGE_LINE',
  index,
  part,
  value,
});
const receipt = {
  requestNo: 'RQ20250101000001',
  createDate: '2025-01-01 10:00:00',
  lines: [{ productId: '1001', productName: 'RH-N21 NB-IoT module', quantity: 500 }],
  office: { title: 'East China', contacts: 'Wang Lei', mobile: '13812345678', email: 'w@x.cn' },
};
const done = (output: unknown) => ({ type: 'xstate.done.actor.send', output });

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PurchaseRequestContext;
const isValid = (context: PurchaseRequestContext) => {
  const errors = validatePurchaseRequest(context);
  return Object.keys(errors.fields).length === 0 && Object.keys(errors.lines).length === 0;
};

describeModel('purchaseRequestMachine', {
  machine: purchaseRequestMachine,
  events: {
    CHANGE: [
      change('businessPerId', 'bp03'),
      change('companyName', 'Hangzhou Haichuan'),
      change('contactPerson', 'Wang Lei'),
      change('phoneNum', '13812345678'),
      change('email', 'wang@example.com'),
    ],
    CHANGE_LINE: [line(0, 'productId', '1001'), line(1, 'productId', '1001')],
    REMOVE_LINE: [{ type: 'REMOVE_LINE', index: 1 }],
    'xstate.done.actor.send': [
      done({ code: 1, data: receipt }),
      done({ code: 0, msg: 'Unknown product; please choose again', data: null }),
    ],
    'xstate.error.actor.send': [{ type: 'xstate.error.actor.send', error: new Error('offline') }],
  },
  // What tells states apart: the state, how many fields are filled in (each CHANGE case fills
  // another), the lines, what is shown.
  serializeState: (snapshot) => {
    const context = contextOf(snapshot);
    return JSON.stringify({
      value: snapshot.value,
      filled: Object.values(context.fields).filter((value) => value !== '').length,
      // Two lines show adding, removing and a duplicate; more add nothing new.
      lines: context.lines.length > 2 ? 'more' : context.lines,
      shown: [Object.keys(context.errors.fields).length > 0, context.refusal, context.failed],
      receipt: context.receipt !== null,
    });
  },
  invariants: {
    // Only a request that passes every check is sent: no missing field, no line without a
    // product or with a product twice.
    'purchaseRequest.sending': (snapshot) => {
      const context = contextOf(snapshot);
      expect(isValid(context)).toBe(true);
      expect(context.refusal).toBeNull();
      expect(context.failed).toBe(false);
    },
    'purchaseRequest.sent': (snapshot) =>
      expect(contextOf(snapshot).receipt?.requestNo).toBe(receipt.requestNo),
    '*': (snapshot) => {
      const context = contextOf(snapshot);
      // There is always a line to fill in; a receipt only shows once sent.
      expect(context.lines.length).toBeGreaterThanOrEqual(1);
      if (!snapshot.matches('sent')) expect(context.receipt).toBeNull();
    },
  },
});
