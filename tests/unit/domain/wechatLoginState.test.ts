import { describe, expect, it } from 'vitest';
import {
  isSameWechatLoginState,
  isWechatLoginState,
  newWechatLoginState,
} from '../../../src/domain/wechatLoginState';

const STATE = '00ff10a0deadbeef0123456789abcdef';

describe('the messaging-app login state', () => {
  it('is 16 bytes of the random source, as 32 hexadecimal digits', () => {
    const bytes = [0, 255, 16, 160, 222, 173, 190, 239, 1, 35, 69, 103, 137, 171, 205, 239];
    const asked: number[] = [];
    const state = newWechatLoginState((buffer) => {
      asked.push(buffer.length);
      buffer.set(bytes);
      return buffer;
    });
    expect(asked).toEqual([16]);
    expect(state).toBe(STATE);
    expect(isWechatLoginState(state)).toBe(true);
  });

  it('differs each time with the browser’s cryptographic source', () => {
    const fill = (buffer: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(buffer);
    const states = new Set(Array.from({ length: 50 }, () => newWechatLoginState(fill)));
    expect(states.size).toBe(50);
    for (const state of states) expect(isWechatLoginState(state)).toBe(true);
  });

  it.each([
    ['the one sent', STATE, STATE, true],
    ['none returned', undefined, STATE, false],
    ['none sent (the login did not start in this tab)', STATE, undefined, false],
    ['another one', '11ff10a0deadbeef0123456789abcdef', STATE, false],
    ['an empty one, matching an empty one', '', '', false],
    ['a malformed one, even if equal', 'x'.repeat(32), 'x'.repeat(32), false],
    ['upper-case hexadecimal', STATE.toUpperCase(), STATE.toUpperCase(), false],
  ] as const)('accepts a return with %s: %s', (_case, returned, sent, accepted) => {
    expect(isSameWechatLoginState(returned, sent)).toBe(accepted);
  });
});
