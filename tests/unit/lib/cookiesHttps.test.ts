// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://shop.example.test/" }
import { expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { cookies } from '../../../src/lib/cookies';

it('marks cookies Secure on https', () => {
  const set = vi.spyOn(Cookies, 'set');
  cookies.set('token', 'abc');
  expect(set).toHaveBeenCalledWith('token', 'abc', { sameSite: 'Lax', secure: true, path: '/' });
});
