/** Order statuses and the after-sales fields' rules (spec §4). */
import { describe, expect, it } from 'vitest';
import {
  isOrderStatus,
  isReceiptStatus,
  isTaxId,
  isTrackingNumber,
  normaliseTaxId,
  ORDER_TABS,
} from '../../../src/domain/orders';

describe('isOrderStatus', () => {
  it('accepts the whole numbers of the tabs only', () => {
    expect(ORDER_TABS.map((_tab, status) => isOrderStatus(status))).toEqual(
      ORDER_TABS.map(() => true),
    );
    expect(isOrderStatus(-1)).toBe(false);
    expect(isOrderStatus(ORDER_TABS.length)).toBe(false);
    expect(isOrderStatus(1.5)).toBe(false);
  });
});

describe('isReceiptStatus', () => {
  it('accepts none, requested and issued only', () => {
    expect([0, 1, 2].map(isReceiptStatus)).toEqual([true, true, true]);
    expect([-1, 3, 0.5].map(isReceiptStatus)).toEqual([false, false, false]);
  });
});

describe('taxpayer numbers', () => {
  it('are compared trimmed and in capitals', () => {
    expect(normaliseTaxId(' 91440300ma5abcde1x ')).toBe('91440300MA5ABCDE1X');
    expect(isTaxId(' 91440300ma5abcde1x ')).toBe(true);
    expect(isTaxId('91440300MA5ABC')).toBe(false);
  });
});

describe('tracking numbers', () => {
  it('are 6 to 30 letters or digits, spaces around ignored', () => {
    expect(isTrackingNumber(' SF1001 ')).toBe(true);
    expect(isTrackingNumber('SF100')).toBe(false);
    expect(isTrackingNumber('SF-1001')).toBe(false);
  });
});
