import Cookies from 'js-cookie';

/** The two cookies the backend reads (see spec §3, §7). */
const COOKIE_NAMES = ['access_token', 'token'] as const;
export type CookieName = (typeof COOKIE_NAMES)[number];

export const isCookieName = (name: string): name is CookieName =>
  COOKIE_NAMES.some((cookie) => cookie === name);

/** access_token lives 1/12 day, about two hours (spec §9). */
export const ACCESS_TOKEN_LIFE_DAYS = 1 / 12;

function attributes(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { sameSite: 'Lax', secure, path: '/' };
}

export const cookies = {
  get(name: CookieName): string | undefined {
    return Cookies.get(name) || undefined;
  },
  set(name: CookieName, value: string, lifeDays?: number): void {
    Cookies.set(name, value, { ...attributes(), ...(lifeDays ? { expires: lifeDays } : {}) });
  },
  remove(name: CookieName): void {
    Cookies.remove(name, attributes());
  },
  setAccessToken(value: string): void {
    this.set('access_token', value, ACCESS_TOKEN_LIFE_DAYS);
  },
};
