/** Amounts in yuan and in cents (the wallet's total_fee is in cents, spec §4). */
import { expect, it } from 'vitest';
import { fromCents, toCents } from '../../../src/domain/money';

it('converts yuan to whole cents and back', () => {
  expect(toCents(12.5)).toBe(1250);
  expect(toCents(0.1 + 0.2)).toBe(30);
  expect(fromCents(1250)).toBe(12.5);
});
