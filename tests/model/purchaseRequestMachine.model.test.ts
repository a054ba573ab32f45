import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { purchaseRequestMachine } from '../../machines/purchaseRequestMachine';
import {
  validatePurchaseRequest,
  type PurchaseRequestContext,
} from '../../machines/purchaseRequestForm';
import { receipt, purchaseRequestSamples } from '../../machines/samples/purchaseRequestSamples';
import { describeModel } from './support/describeModel';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PurchaseRequestContext;
const isValid = (context: PurchaseRequestContext) => {
  const errors = validatePurchaseRequest(context);
  return Object.keys(errors.fields).length === 0 && Object.keys(errors.lines).length === 0;
};

describeModel('purchaseRequestMachine', {
  machine: purchaseRequestMachine,
  events: purchaseRequestSamples.events,
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
