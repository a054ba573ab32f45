import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from '../../../../machines/toastMachine';
import { JSON_SAFE_LIMITS, toJsonSafe } from '../../../../src/lib/liveInspection/jsonSafe';

/** What another tab receives: the copy survives structured cloning and JSON. */
const sent = (value: unknown, maxChars = 10_000) =>
  structuredClone(JSON.parse(JSON.stringify(toJsonSafe(value, maxChars))) as unknown);

describe('toJsonSafe', () => {
  it('keeps plain data as it is', () => {
    const context = { cart: [{ id: 'p-1', quantity: 2, price: 1999 }], note: null, ok: true };
    expect(sent(context)).toEqual(context);
  });

  it('hides passwords and tokens: by their name, a form field or an event type', () => {
    expect(
      sent({
        username: 'demo',
        password: 'Demo@2024',
        oldPassword: 'Old@2024',
        token: 'abc123',
        user: { nickname: 'Demo', usertoken: 'abc123' },
      }),
    ).toEqual({
      username: 'demo',
      password: '[hidden]',
      oldPassword: '[hidden]',
      token: '[hidden]',
      user: { nickname: 'Demo', usertoken: '[hidden]' },
    });
    expect(sent({ type: 'CHANGE', field: 'confirmPassword', value: 'Demo@2024' })).toEqual({
      type: 'CHANGE',
      field: 'confirmPassword',
      value: '[hidden]',
    });
    expect(sent({ type: 'CHANGE_PASSWORD', value: 'Demo@2024' })).toEqual({
      type: 'CHANGE_PASSWORD',
      value: '[hidden]',
    });
    expect(sent({ type: 'CHANGE', field: 'username', value: 'demo' })).toEqual({
      type: 'CHANGE',
      field: 'username',
      value: 'demo',
    });
  });

  it('drops functions and undefined, names actors, cycles and class instances', () => {
    const child = createActor(toastMachine);
    const context: Record<string, unknown> = {
      onDone: () => undefined,
      missing: undefined,
      list: [1, () => 2, undefined],
      notice: child,
      at: new Date('2026-11-28T08:00:00Z'),
      failure: new Error('Sold out'),
      ids: new Set(['a', 'b']),
      byId: new Map([['p-1', 3]]),
      url: new URL('https://example.com/'),
    };
    context.self = context;
    expect(sent(context)).toEqual({
      list: [1, null, null],
      notice: `[actor ${child.id}]`,
      at: '2026-11-28T08:00:00.000Z',
      failure: { name: 'Error', message: 'Sold out' },
      ids: ['a', 'b'],
      byId: { 'p-1': 3 },
      url: '[URL]',
      self: '[cycle]',
    });
  });

  it('keeps a value met twice outside a cycle', () => {
    const address = { city: 'Shenzhen' };
    expect(sent({ billing: address, shipping: address })).toEqual({
      billing: address,
      shipping: address,
    });
  });

  it('cuts long strings, long lists, deep nesting and a copy over its size', () => {
    const long = 'x'.repeat(JSON_SAFE_LIMITS.stringLength + 10);
    expect(sent(long)).toBe(`${'x'.repeat(JSON_SAFE_LIMITS.stringLength)}…`);

    const many = Array.from({ length: JSON_SAFE_LIMITS.entries + 5 }, (_, index) => index);
    expect(sent(many)).toEqual([...many.slice(0, JSON_SAFE_LIMITS.entries), '[+5 more]']);

    let deep: unknown = 'bottom';
    for (let level = 0; level < JSON_SAFE_LIMITS.depth + 2; level += 1) deep = { deeper: deep };
    expect(JSON.stringify(sent(deep))).toContain('"[…]"');
    expect(JSON.stringify(sent(deep))).not.toContain('bottom');

    const big = { rows: Array.from({ length: 40 }, (_, index) => ({ index, text: long })) };
    const cut = sent(big, 1_000);
    expect(typeof cut).toBe('string');
    expect(cut).toMatch(/^\[\d+ characters, cut\] \{"rows":/);
    expect(String(cut).length).toBeLessThan(1_100);
  });
});
