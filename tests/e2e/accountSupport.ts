/**
 * What the account journeys share: fresh users that no other test can collide with, the
 * codes the mock "sent", and the login form and header menu as a user works them.
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { expireOnServer, md5 } from './loginSupport';

export interface NewUser {
  username: string;
  nickname: string;
  phone: string;
  email: string;
  password: string;
}

let serial = 0;

/** Unique across the parallel workers and repeated runs: time, process, serial, randomness. */
function uniqueDigits(length: number): string {
  const seed = `${Date.now()}${process.pid}${++serial}${Math.random()}`;
  return BigInt(`0x${createHash('sha1').update(seed).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(length, '0')
    .slice(-length);
}

/** A user nobody has registered yet; the phone is a mainland mobile in the 147 range (seed-free). */
export function newUser(prefix: string): NewUser {
  const digits = uniqueDigits(8);
  return {
    username: `${prefix}${digits}`,
    nickname: `${prefix}-${digits.slice(-4)}`,
    phone: `147${digits}`,
    email: `${prefix}${digits}@example.com`,
    password: `Pw#${digits.slice(0, 4)}`,
  };
}

/** An unused mainland phone number (for binding). */
export const freshPhone = () => `147${uniqueDigits(8)}`;

/** The newest code the mock sent to a phone or email (it lists the newest first). */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('__mock/outbox', { params: { to } });
      code = ((await answer.json()) as { data: { code: string }[] }).data[0]?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Registers through the API: the setup of journeys that are not about registering. */
export async function registerByApi(request: APIRequestContext, user: NewUser): Promise<void> {
  await request.post('reach/portal/api/user/getVerifyCode', { params: { phone: user.phone } });
  const verification = await codeSentTo(request, user.phone);
  const answer = await request.post('reach/portal/api/user/register', {
    data: {
      phone: user.phone,
      verification,
      username: user.username,
      password: md5(user.password),
      nickname: user.nickname,
      email: user.email,
      agree: true,
      isNewRecord: true,
    },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(1);
}

/** Labels the journeys use, in the language of the page. */
export const accountTexts = {
  zh: {
    username: '用户名',
    password: '密码',
    loginTitle: '登录账号',
    autoLogin: '自动登录',
    menu: (nickname: string) => `${nickname} 的账户菜单`,
  },
  en: {
    username: 'Username',
    password: 'Password',
    loginTitle: 'Log in to your account',
    autoLogin: 'Log me in automatically',
    menu: (nickname: string) => `Account menu of ${nickname}`,
  },
} as const;

type Language = keyof typeof accountTexts;

/** Opens the app in a language (the stored locale, as the language menu leaves it). */
export async function startInLanguage(page: Page, language: Language) {
  await page.addInitScript((locale) => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', locale);
  }, language);
}

/**
 * Fills the login form and submits it with Enter. The address changes before the new screen
 * replaces the old one, so this waits for the login screen itself (the registration form has
 * a "username" and a "password" too).
 */
export async function logInThroughForm(
  page: Page,
  language: Language,
  username: string,
  password: string,
  options: { autoLogin?: boolean } = {},
) {
  const text = accountTexts[language];
  await expect(page.getByRole('heading', { name: text.loginTitle })).toBeVisible();
  await page.getByLabel(text.username, { exact: true }).fill(username);
  if (options.autoLogin) await page.getByRole('checkbox', { name: text.autoLogin }).check();
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByLabel(text.password, { exact: true }).press('Enter');
}

/** The header's nickname button: its presence is what "logged in as" looks like. */
export const accountMenuButton = (page: Page, language: Language, nickname: string): Locator =>
  page.getByRole('banner').getByRole('button', { name: accountTexts[language].menu(nickname) });

/** Opens the nickname menu and chooses an item. */
export async function chooseFromAccountMenu(
  page: Page,
  language: Language,
  nickname: string,
  item: string,
) {
  await accountMenuButton(page, language, nickname).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The mock's `expireSession` scenario for one call: the server forgets this browser's login. */
export async function expireLoginOnServer(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('usertoken'));
  expect(token).toBeTruthy();
  await expireOnServer(request, token ?? '');
  return token;
}
