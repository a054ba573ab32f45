import { describe, expect, it } from 'vitest';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '../../../src/app/searchCodec';
import { cartSearch } from '../../../src/features/cart/cartSearch';
import { ordersSearch } from '../../../src/features/orders/ordersSearch';

/** The query as the router hands it to a route's reader: the address's values, as text. */
const fromAddress = (search: string) =>
  parseSearch(search) as Record<string, string> & SearchSchemaInput;

describe('the query in the address bar', () => {
  it('is written as the spec writes it, without JSON quotes', () => {
    expect(stringifySearch({ id: '1001', modeId: '1' })).toBe('?id=1001&modeId=1');
    expect(stringifySearch({ changepwd: true })).toBe('?changepwd=true');
    expect(stringifySearch({ status: 3 })).toBe('?status=3');
    expect(stringifySearch({})).toBe('');
  });

  it('is read as text, so ids and keywords keep every character', () => {
    expect(parseSearch('?id=1001&modeId=1_en')).toEqual({ id: '1001', modeId: '1_en' });
    expect(parseSearch('?keyWord=1e3')).toEqual({ keyWord: '1e3' });
    expect(parseSearch('?keyWord=true&page=2')).toEqual({ keyWord: 'true', page: '2' });
    expect(parseSearch('?id=1&id=2&__proto__=x')).toEqual({ id: '1', ['__proto__']: 'x' });
  });

  it('keeps the 18 digits of an order id exact', () => {
    const orderId = '202611241234567891';
    const search = cartSearch(fromAddress(`?type=unpaid&orderId=${orderId}`));
    expect(search).toEqual({ type: 'unpaid', orderId });
  });

  it('opens links written with JSON quotes (the router default) as before', () => {
    expect(parseSearch('?id=%221001%22&modeId=%221%22')).toEqual({ id: '1001', modeId: '1' });
    expect(parseSearch('?keyWord=%22unclosed')).toEqual({ keyWord: '"unclosed' });
  });

  it('round-trips what the routes write', () => {
    const search = { id: '007', keyWord: 'LTE Cat.1 "pro"', page: 2 };
    expect(parseSearch(stringifySearch(search))).toEqual({ ...search, page: '2' });
    expect(ordersSearch(fromAddress(stringifySearch({ status: 4 })))).toEqual({ status: 4 });
  });
});
