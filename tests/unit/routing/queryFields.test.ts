/**
 * Route queries are read by plain functions (src/lib/queryFields.ts): what a screen gets is what
 * the readers return, and a malformed value falls back to absent or empty, never an error.
 */
import { describe, expect, it } from 'vitest';
import type { SearchSchemaInput } from '@tanstack/react-router';
import {
  flag,
  inAppPath,
  integer,
  matching,
  oneOf,
  optionalId,
  presence,
  query,
  recordId,
  text,
} from '../../../src/lib/queryFields';
import { docSearch, listPage, menuId } from '../../../src/routes/routeQueries';
import { cartSearch } from '../../../src/features/cart/cartSearch';
import { ordersSearch } from '../../../src/features/orders/ordersSearch';

/** What the router hands a route's reader (the address's values, or a link's). */
const given = (values: Record<string, unknown>) =>
  values as Record<string, unknown> & SearchSchemaInput;

describe('a route query', () => {
  it('reads each of its fields and drops every other name', () => {
    const read = query({ page: listPage, keyWord: text(100) });
    expect(read(given({ page: '2', keyWord: 'LTE', other: 'x' }))).toEqual({
      page: 2,
      keyWord: 'LTE',
    });
  });

  it('gives every field, absent ones as undefined', () => {
    expect(docSearch(given({}))).toEqual({ docUrl: undefined, keyWord: undefined });
  });
});

describe('the field readers', () => {
  it('text: within its length, a number or a flag as its text; longer or structured is absent', () => {
    expect(text(3)('abc')).toBe('abc');
    expect(text(3)(12)).toBe('12');
    expect(text(4)(true)).toBe('true');
    expect(text(3)('abcd')).toBeUndefined();
    expect(text(3)({ a: 1 })).toBeUndefined();
    expect(text(3)(undefined)).toBeUndefined();
  });

  it('integer: whole numbers in range, from text as Number reads it', () => {
    const page = integer(1, 10_000);
    expect(page('2')).toBe(2);
    expect(page(3)).toBe(3);
    expect(page('0')).toBeUndefined();
    expect(page('1.5')).toBeUndefined();
    expect(page('abc')).toBeUndefined();
    expect(page('10001')).toBeUndefined();
    expect(page('')).toBeUndefined();
    // The order tabs start at 0: an empty status is tab 0, as Number reads it.
    expect(ordersSearch(given({ status: '' }))).toEqual({ status: 0 });
    expect(ordersSearch(given({ status: '10' }))).toEqual({ status: undefined });
  });

  it('recordId: text or a number as text, cut to 64 characters; empty otherwise', () => {
    expect(recordId('1001_en')).toBe('1001_en');
    expect(recordId(1001)).toBe('1001');
    expect(recordId('x'.repeat(70))).toHaveLength(64);
    expect(recordId(undefined)).toBe('');
    expect(recordId(['1001'])).toBe('');
  });

  it('optionalId and menuId: absent when missing; a menu id is never empty', () => {
    expect(optionalId(7)).toBe('7');
    expect(optionalId(undefined)).toBeUndefined();
    expect(menuId('p11')).toBe('p11');
    expect(menuId('')).toBeUndefined();
    expect(menuId('x'.repeat(65))).toBeUndefined();
  });

  it('flag: true, "true" or "1" is true, anything else present is false', () => {
    expect(flag(true)).toBe(true);
    expect(flag('true')).toBe(true);
    expect(flag('1')).toBe(true);
    expect(flag('false')).toBe(false);
    expect(flag('')).toBe(false);
    expect(flag(undefined)).toBeUndefined();
    expect(flag(1)).toBeUndefined();
  });

  it('presence: any plain value counts; absent stays absent', () => {
    expect(presence('')).toBe('');
    expect(presence('true')).toBe('true');
    expect(presence(undefined)).toBeUndefined();
  });

  it('inAppPath: only a path of this site, never another host', () => {
    expect(inAppPath('/cartView?type=nowCart')).toBe('/cartView?type=nowCart');
    expect(inAppPath('//evil.example')).toBeUndefined();
    expect(inAppPath('https://evil.example')).toBeUndefined();
  });

  it('oneOf and matching: only the values they name', () => {
    expect(oneOf(['nowCart', 'unpaid'])('unpaid')).toBe('unpaid');
    expect(oneOf(['nowCart', 'unpaid'])('paid')).toBeUndefined();
    expect(matching(/^\d{3}$/)('123')).toBe('123');
    expect(matching(/^\d{3}$/)('1234')).toBeUndefined();
    expect(cartSearch(given({ type: 'unpaid', orderId: '12' }))).toEqual({
      type: 'unpaid',
      orderId: undefined,
    });
  });
});
