import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AfterSalesNotice } from '../../../machines/orderAfterSalesTypes';
import type { NoticeLevel } from '../../lib/notifications';

/** The success and failure messages of the after-sales actions (spec §8 "Logistics result"). */
export const afterSalesNotice: Record<
  AfterSalesNotice,
  { level: NoticeLevel; text: MessageDescriptor }
> = {
  refundRequested: { level: 'success', text: msg`Your refund request has been sent.` },
  refundFailed: { level: 'error', text: msg`The refund request failed. Please try again.` },
  logisticsSaved: { level: 'success', text: msg`The return shipment has been recorded.` },
  logisticsFailed: {
    level: 'error',
    text: msg`The return shipment could not be recorded. Please try again.`,
  },
  orderDeleted: { level: 'success', text: msg`The order has been deleted.` },
  deleteFailed: { level: 'error', text: msg`The order could not be deleted. Please try again.` },
  invoiceLoadFailed: { level: 'error', text: msg`The invoice could not be loaded.` },
  invoiceSaved: { level: 'success', text: msg`Your invoice request has been saved.` },
  invoiceFailed: { level: 'error', text: msg`The invoice could not be saved. Please try again.` },
  invoiceNotIssued: { level: 'warning', text: msg`The invoice has not been issued yet.` },
  invoiceDownloadFailed: { level: 'error', text: msg`The invoice could not be downloaded.` },
};
