// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { cookies } from '../../../src/lib/cookies';

afterEach(() => vi.restoreAllMocks());

it('writes cookies SameSite=Lax, not Secure on plain http', () => {
  const set = vi.spyOn(Cookies, 'set');
  cookies.set('token', 'abc');
  expect(set).toHaveBeenCalledWith('token', 'abc', { sameSite: 'Lax', secure: false, path: '/' });
  expect(cookies.get('token')).toBe('abc');
  cookies.remove('token');
  expect(cookies.get('token')).toBeUndefined();
});

it('gives access_token a life of 1/12 day', () => {
  const set = vi.spyOn(Cookies, 'set');
  cookies.setAccessToken('t');
  expect(set).toHaveBeenCalledWith(
    'access_token',
    't',
    expect.objectContaining({ expires: 1 / 12 }),
  );
});
