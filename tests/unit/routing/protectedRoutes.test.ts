import { describe, expect, it } from 'vitest';
import {
  isInAppPath,
  isProtectedPath,
  loginHref,
  pathsNeedingLogin,
} from '../../../src/session/protectedRoutes';
import { routeTree } from '../../../src/routes/routeTree';

describe('the routes that need a login', () => {
  const protectedPaths = pathsNeedingLogin(routeTree);

  it('are the four of spec §2.2, read from the routes that declare it', () => {
    expect([...protectedPaths].sort()).toEqual(['/buyTab', '/cartView', '/payView', '/userDetail']);
  });

  it.each(['/payView', '/cartView', '/buyTab', '/userDetail', '/cartView/'])(
    'include %s',
    (path) => {
      expect(isProtectedPath(path, protectedPaths)).toBe(true);
    },
  );

  it.each(['/homePage', '/storePage', '/goodsDeil', '/loginn', '/', '/cartViewer', '/CARTVIEW'])(
    'leave out %s',
    (path) => {
      expect(isProtectedPath(path, protectedPaths)).toBe(false);
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
