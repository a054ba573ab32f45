// @vitest-environment jsdom
/**
 * The bulk order request as the app runs it (usePurchaseRequestMachine): the request it sends, and
 * the receipt the user is shown. The call is a spy at the API module's edge.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { PurchaseRequestEvent } from '../../../../machines/purchaseRequestForm';
import { sendPurchaseRequest } from '../../../../src/api/purchaseRequest';
import { usePurchaseRequestMachine } from '../../../../src/features/purchaseRequest/usePurchaseRequestMachine';
import { routerAt, sendInAct } from '../../../support/hookHarness';

vi.mock('../../../../src/api/purchaseRequest', () => ({ sendPurchaseRequest: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const receipt = {
  requestNo: 'PR-20261127-0001',
  createDate: '2026-11-27 10:00:00',
  lines: [{ productId: 'p-12', productName: 'Gateway', quantity: 20 }],
  office: { title: 'Shanghai', contacts: 'Wang', mobile: '13900139000', email: 'sh@example.com' },
};

it('sends the request with its products and contact, and keeps the receipt for the user', async () => {
  vi.mocked(sendPurchaseRequest).mockResolvedValue({ code: 1, data: receipt });
  // The request is sent from /sendDd.
  const { wrapper } = routerAt('/sendDd');
  const { result } = renderHook(() => usePurchaseRequestMachine(), { wrapper });
  const send = sendInAct<PurchaseRequestEvent>(() => result.current[1]);
  await send({ type: 'CHANGE_LINE', index: 0, part: 'productId', value: 'p-12' });
  await send({ type: 'CHANGE_LINE', index: 0, part: 'quantity', value: '20' });
  await send({ type: 'CHANGE', field: 'businessPerId', value: 'bp-3' });
  await send({ type: 'CHANGE', field: 'companyName', value: 'Lin Devices' });
  await send({ type: 'CHANGE', field: 'contactPerson', value: 'Lin' });
  await send({ type: 'CHANGE', field: 'phoneNum', value: '13800138000' });
  await send({ type: 'CHANGE', field: 'email', value: 'lin@example.com' });
  await send({ type: 'SUBMIT' });
  await waitFor(() => expect(result.current[0].context.receipt).toEqual(receipt));
  expect(sendPurchaseRequest).toHaveBeenCalledExactlyOnceWith({
    lines: [{ productId: 'p-12', quantity: 20 }],
    businessPerId: 'bp-3',
    companyName: 'Lin Devices',
    contactPerson: 'Lin',
    phoneNum: '13800138000',
    email: 'lin@example.com',
    deliveryCity: '',
    deliveryDate: '',
    postscript: '',
  });
});
