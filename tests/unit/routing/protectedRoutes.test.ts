import { describe, expect, it } from 'vitest';
import {
  isInAppPath,
  isProtectedPath,
  loginHref,
  requiresLogin,
} from '../../../src/session/protectedRoutes';

describe('the protected-route decision', () => {
  it.each(['/payView', '/cartView', '/buyTab', '/userDetail', '/cartView/'])(
    'refuses %s without a token and lets it through with one',
    (path) => {
      expect(requiresLogin(path, false)).toBe(true);
      expect(requiresLogin(path, true)).toBe(false);
    },
  );

  it.each(['/homePage', '/storePage', '/goodsDeil', '/loginn', '/', '/cartViewer', '/CARTVIEW'])(
    'never refuses %s',
    (path) => {
      expect(isProtectedPath(path)).toBe(false);
      expect(requiresLogin(path, false)).toBe(false);
    },
  );
});

describe('the way to login', () => {
  it('carries the target with its query', () => {
    expect(loginHref('/cartView?type=nowCart')).toBe(
      '/loginn?redirect=%2FcartView%3Ftype%3DnowCart',
    );
  });

  it('drops a target outside the app or the login page itself', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil', '/loginn?x=1']) {
      expect(loginHref(target)).toBe('/loginn');
    }
    expect(loginHref(undefined)).toBe('/loginn');
  });

  it('accepts only single-slash in-app paths', () => {
    expect(isInAppPath('/buyTab')).toBe(true);
    expect(isInAppPath('//buyTab')).toBe(false);
    expect(isInAppPath('buyTab')).toBe(false);
    expect(isInAppPath(42)).toBe(false);
  });
});
