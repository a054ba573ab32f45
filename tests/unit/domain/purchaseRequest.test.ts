/** The bulk order request's quantity rule (docs/decisions.md "/updView and /sendDd"). */
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_QUANTITY, requestQuantity } from '../../../src/domain/purchaseRequest';

describe('requestQuantity', () => {
  it.each([
    ['1', 1],
    [' 42 ', 42],
    ['007', 7],
    [String(MAX_REQUEST_QUANTITY), MAX_REQUEST_QUANTITY],
  ])('reads %j as %i', (text, quantity) => {
    expect(requestQuantity(text)).toBe(quantity);
  });

  it.each([
    '',
    '0',
    '000',
    String(MAX_REQUEST_QUANTITY + 1),
    '1000000',
    '1.5',
    '-3',
    '3 4',
    'x2',
    '2x',
  ])('refuses %j', (text) => {
    expect(requestQuantity(text)).toBeUndefined();
  });
});
