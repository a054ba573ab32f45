import { describe, expect, it } from 'vitest';
import { handedTokenOf } from '../../../src/session/handedToken';

describe('the shop token handed over in an address', () => {
  it('is read as the text it is, even when it looks like a number', () => {
    expect(handedTokenOf('?eshoppingtoken=1e5&keyword=4G')).toBe('1e5');
    expect(handedTokenOf('?eshoppingtoken=00123')).toBe('00123');
  });

  it('is absent without the parameter or with an empty one', () => {
    expect(handedTokenOf('?keyword=4G')).toBeUndefined();
    expect(handedTokenOf('?eshoppingtoken=')).toBeUndefined();
    expect(handedTokenOf('')).toBeUndefined();
  });
});
