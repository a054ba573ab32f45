/**
 * The account screens as a new user goes through them, in the built app against the mock
 * (spec shop-and-shell §2.3–2.5 and §4, docs/decisions/account-screens.md "Tests of the account
 * screens"): register with the code from the mock's outbox, log in, see the nickname, log out,
 * change the password, recover it by phone and by email, bind a phone and edit the profile, log
 * in by QR and complete the messaging-app form, and have the login expire.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import {
  accountMenuButton,
  chooseFromAccountMenu,
  codeSentTo,
  expireLoginOnServer,
  freshPhone,
  logInThroughForm,
  newUser,
  registerByApi,
  startInLanguage,
} from './accountSupport';

// A desktop wide enough for the header's account area (the menu collapses at 1320 px).
test.use({ viewport: { width: 1440, height: 900 } });

test.describe('a new customer', () => {
  test('registers with the SMS code, logs in, sees the nickname and logs out', async ({
    page,
    request,
  }) => {
    const user = newUser('reg');
    await page.goto('#/homePage');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: '注册' }).click();
    await expect(page).toHaveURL(/#\/register$/);

    await page.getByLabel('手机号码').fill(user.phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^\d+ 秒后重新获取$/ })).toBeDisabled();
    await page.getByLabel('验证码').fill(await codeSentTo(request, user.phone));
    await page.getByLabel('用户名').fill(user.username);
    await page.getByLabel('用户名').blur();
    await expect(page.getByText('该用户名可以使用')).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill(user.password);
    await page.getByLabel('确认密码', { exact: true }).fill(user.password);
    await page.getByLabel(/^昵称/).fill(user.nickname);
    await page.getByLabel(/^邮箱/).fill(user.email);
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '注册', exact: true }).click();

    await expect(page.getByText('注册成功，请登录')).toBeVisible();
    await expect(page).toHaveURL(/#\/loginn$/);
    await logInThroughForm(page, 'zh', user.username, user.password);
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect(accountMenuButton(page, 'zh', user.nickname)).toBeVisible();

    await chooseFromAccountMenu(page, 'zh', user.nickname, '退出');
    await expect(page).toHaveURL(/#\/loginn$/);
    await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(accountMenuButton(page, 'zh', user.nickname)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('usertoken'))).toBeNull();
  });

  test('changes the password from the account menu and logs in with the new one (English)', async ({
    page,
    request,
  }) => {
    const user = newUser('chpw');
    await registerByApi(request, user);
    await startInLanguage(page, 'en');
    await page.goto('#/loginn');
    await logInThroughForm(page, 'en', user.username, user.password);
    await chooseFromAccountMenu(page, 'en', user.nickname, 'Change password');
    await expect(page).toHaveURL(/#\/userDetail\?changepwd=true$/);

    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.getByLabel('Current password', { exact: true })).toBeFocused();
    const newPassword = `${user.password}x`;
    await dialog.getByLabel('Current password', { exact: true }).fill(user.password);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed, please log in again')).toBeVisible();
    await expect(page).toHaveURL(/#\/userDetail/);
    await expect(page).toHaveURL(/#\/loginn$/, { timeout: 5_000 });

    await logInThroughForm(page, 'en', user.username, user.password);
    await expect(page.getByRole('alertdialog')).toContainText('Incorrect username or password.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await logInThroughForm(page, 'en', user.username, newPassword);
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect(accountMenuButton(page, 'en', user.nickname)).toBeVisible();
  });
});

test.describe('a visitor reading the user agreement on a phone', () => {
  test('can scroll its text from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('#/register');
    await page.getByRole('button', { name: '用户协议' }).click();
    const dialog = page.getByRole('dialog', { name: '用户协议' });
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    // The text overflows the dialog: its box is a tab stop, so arrow keys can scroll it.
    const text = dialog.locator('[tabindex="0"]');
    await expect(text).toContainText('2023');
    const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(scan.violations.map((violation) => violation.id)).not.toContain(
      'scrollable-region-focusable',
    );
  });
});

test.describe('a customer who forgot the password', () => {
  test('recovers it by phone with the SMS code and logs in with it', async ({ page, request }) => {
    const user = newUser('rcph');
    await registerByApi(request, user);
    await page.goto('#/loginn');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();

    const tab = page.getByRole('tabpanel', { name: '通过手机找回' });
    await tab.getByLabel('手机号码').fill(user.phone);
    await tab.getByRole('button', { name: '获取验证码' }).click();
    // Spec §4: the first countdown on recovery is 10 s.
    await expect(tab.getByRole('button', { name: '10 秒后重新获取' })).toBeDisabled();
    await tab.getByLabel('验证码').fill(await codeSentTo(request, user.phone));
    const recovered = `${user.password}r`;
    await tab.getByLabel('新密码', { exact: true }).fill(recovered);
    await tab.getByLabel('确认新密码', { exact: true }).fill(recovered);
    await tab.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/#\/loginn$/, { timeout: 5_000 });

    await logInThroughForm(page, 'zh', user.username, recovered);
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect(accountMenuButton(page, 'zh', user.nickname)).toBeVisible();
  });

  test('asks for a second code once the first 10 s countdown ends, then waits 60 s', async ({
    page,
    request,
  }) => {
    const user = newUser('rcag');
    await registerByApi(request, user);
    await page.goto('#/findBack');
    const tab = page.getByRole('tabpanel', { name: '通过手机找回' });
    await tab.getByLabel('手机号码').fill(user.phone);
    await tab.getByRole('button', { name: '获取验证码' }).click();
    await expect(tab.getByRole('button', { name: '10 秒后重新获取' })).toBeDisabled();
    const again = tab.getByRole('button', { name: '获取验证码' });
    await expect(again).toBeEnabled({ timeout: 12_000 });
    // The backend takes the resend the button offers: no "too many requests" dialog.
    await again.click();
    await expect(tab.getByRole('button', { name: /^(60|59) 秒后重新获取$/ })).toBeDisabled();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('reads the rules box on a phone with its bullets inside the box', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('#/findBack');
    const rules = page.getByRole('tabpanel', { name: '通过手机找回' }).getByRole('list');
    await expect(rules.getByRole('listitem').first()).toBeVisible();
    const box = await rules.boundingBox();
    const item = await rules.getByRole('listitem').first().boundingBox();
    // An outside bullet is drawn about 1em left of its item: the box must leave it the room.
    expect((item?.x ?? 0) - (box?.x ?? 0)).toBeGreaterThanOrEqual(16);
  });

  test('recovers it by email with the emailed code and logs in with it (English)', async ({
    page,
    request,
  }) => {
    const user = newUser('rcem');
    await registerByApi(request, user);
    await startInLanguage(page, 'en');
    await page.goto('#/findBack');
    await page.getByRole('tab', { name: 'By email' }).click();

    const tab = page.getByRole('tabpanel', { name: 'By email' });
    await tab.getByLabel('Email').fill(user.email);
    await tab.getByRole('button', { name: 'Get code' }).click();
    await expect(tab.getByRole('button', { name: 'Resend in 10 s' })).toBeDisabled();
    await tab.getByLabel('Verification code').fill(await codeSentTo(request, user.email));
    const recovered = `${user.password}e`;
    await tab.getByLabel('New password', { exact: true }).fill(recovered);
    await tab.getByLabel('Confirm new password', { exact: true }).fill(recovered);
    await tab.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password changed, please log in again')).toBeVisible();
    await expect(page).toHaveURL(/#\/loginn$/, { timeout: 5_000 });

    await logInThroughForm(page, 'en', user.username, recovered);
    await expect(accountMenuButton(page, 'en', user.nickname)).toBeVisible();
  });
});

test.describe('a customer in the user center', () => {
  test('binds a phone with the SMS code and edits the nickname, both kept after a reload', async ({
    page,
    request,
  }) => {
    const user = newUser('prof');
    await registerByApi(request, user);
    await page.goto('#/loginn');
    await logInThroughForm(page, 'zh', user.username, user.password);
    await chooseFromAccountMenu(page, 'zh', user.nickname, '我的信息');
    await expect(page.getByRole('heading', { name: '用户中心' })).toBeVisible();
    const phoneField = page.getByLabel('手机号码', { exact: true });
    await expect(phoneField).toHaveValue(user.phone);

    const phone = freshPhone();
    await page.getByRole('button', { name: '绑定手机' }).click();
    const dialog = page.getByRole('dialog', { name: '绑定手机号码' });
    // The dialog opens ready for typing, in its first field.
    await expect(dialog.getByLabel('新手机号码')).toBeFocused();
    await dialog.getByLabel('新手机号码').fill(phone);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    await dialog.getByLabel('验证码').fill(await codeSentTo(request, phone));
    await dialog.getByRole('button', { name: '绑定手机' }).click();
    await expect(page.getByText('手机号码绑定成功')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(phoneField).toHaveValue(phone);

    const nickname = `${user.nickname}新`;
    const nicknameField = page.getByLabel('昵称', { exact: true });
    await expect(nicknameField).toBeDisabled();
    await page.getByRole('button', { name: '编辑昵称' }).click();
    await nicknameField.fill(nickname);
    await page.getByRole('button', { name: '保存信息' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(accountMenuButton(page, 'zh', nickname)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('昵称', { exact: true })).toHaveValue(nickname);
    await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue(phone);
    await expect(accountMenuButton(page, 'zh', nickname)).toBeVisible();
  });
});

test.describe('a WeChat user', () => {
  test('logs in by QR, completes the account and can then log in with it (English)', async ({
    page,
  }) => {
    const user = newUser('wx');
    await startInLanguage(page, 'en');
    await page.goto('#/loginn');
    await page.getByRole('button', { name: 'WeChat QR login' }).click();
    // The platform's login page shows the code to scan; the state goes there and comes back.
    await page.getByRole('link', { name: 'Log in with WeChat' }).click();
    await expect(page.getByRole('heading', { name: 'WeChat QR login (simulated)' })).toBeVisible();
    const sent = new URL(page.url()).searchParams.get('state');
    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    const returned = page.waitForRequest((request) =>
      new URL(request.url()).searchParams.has('code'),
    );
    await page.getByRole('button', { name: 'Confirm login as a new WeChat user' }).click();
    expect(new URL((await returned).url()).searchParams.get('state')).toBe(sent);

    await expect(page.getByRole('heading', { name: 'Complete your account' })).toBeVisible();
    await expect(page).toHaveURL(/#\/wXuserDetail$/);
    const menu = page.getByRole('banner').getByRole('button', { name: /^Account menu of / });
    await expect(menu).toBeVisible();
    const nickname = ((await menu.getAttribute('aria-label')) ?? '').replace(
      'Account menu of ',
      '',
    );
    expect(nickname).toMatch(/^WeChat user \d+$/);

    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect(accountMenuButton(page, 'en', nickname)).toBeVisible();

    await chooseFromAccountMenu(page, 'en', nickname, 'Quit');
    await logInThroughForm(page, 'en', user.username, user.password);
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect(accountMenuButton(page, 'en', nickname)).toBeVisible();
  });
});

test.describe('a visitor handed a WeChat login they did not start', () => {
  test('is refused, stays logged out, and the code is not spent (Chinese)', async ({ page }) => {
    await page.goto('#/loginn');
    await page.getByRole('button', { name: '微信扫码登录' }).click();
    await expect(page.getByRole('link', { name: '微信登录' })).toBeVisible();
    // Someone else's login: a code the mock issued for another state, in a link to this site.
    const answer = await page.request.post('/__mock/wechat/qr', {
      form: { identity: 'new', redirect: '/#/loginn', state: 'f'.repeat(32) },
      maxRedirects: 0,
    });
    const link = answer.headers().location ?? '';
    expect(link).toMatch(/^\/\?code=[0-9a-f]{32}&state=f{32}#\/loginn$/);
    await page.goto(link);

    await expect(
      page.getByText('此微信登录并非从本页面发起，已被拒绝。请重新登录。'),
    ).toBeVisible();
    await expect(page.getByLabel('用户名', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/#\/loginn$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /的账户菜单$/ })).toHaveCount(
      0,
    );
    expect(await page.evaluate(() => localStorage.getItem('usertoken'))).toBeNull();
    // The code was never exchanged: it still logs in for whoever started that login.
    const code = new URL(link, page.url()).searchParams.get('code') ?? '';
    const login = await page.request.post(
      `/reach/portal/api/user/login?${new URLSearchParams({ wxCode: code })}`,
    );
    expect(((await login.json()) as { code: number }).code).toBe(1);
  });
});

test.describe('a customer whose login expires', () => {
  test('is prompted in the user center, logs in again with auto-login, then is renewed silently', async ({
    page,
    request,
  }) => {
    const user = newUser('exp');
    await registerByApi(request, user);
    await page.goto('#/loginn');
    // The home page's session check answers before the login expires, or it finds it expired.
    const homeCheckedAfterLogin = page.waitForResponse((response) =>
      response.url().includes('/user/getUserInfo'),
    );
    await logInThroughForm(page, 'zh', user.username, user.password);
    await expect(accountMenuButton(page, 'zh', user.nickname)).toBeVisible();
    await homeCheckedAfterLogin;

    await expireLoginOnServer(page, request);
    await chooseFromAccountMenu(page, 'zh', user.nickname, '我的信息');
    const prompt = page.getByRole('alertdialog', { name: '登录已过期' });
    await expect(prompt).toContainText('登录已过期，请先登录');
    // The view reloads without the login, and the user center needs one: the guard leaves it.
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect(accountMenuButton(page, 'zh', user.nickname)).toHaveCount(0);
    await prompt.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(/#\/loginn\?redirect=%2FuserDetail$/);

    // The session is checked on each route change; one still under way takes no other.
    const sessionChecked = () =>
      page.waitForResponse((response) => response.url().includes('/user/getUserInfo'));
    const userDetailChecked = sessionChecked();
    await logInThroughForm(page, 'zh', user.username, user.password, { autoLogin: true });
    await expect(accountMenuButton(page, 'zh', user.nickname)).toBeVisible();
    // Back on the page the prompt was shown on, as after the route guard's login offer.
    await expect(page).toHaveURL(/#\/userDetail$/);
    await userDetailChecked;
    const homeChecked = sessionChecked();
    await page.evaluate(() => (location.hash = '#/homePage'));
    await homeChecked;
    const saved = await page.evaluate(() => localStorage.getItem('loginJson'));
    expect(saved).toContain(user.username);
    expect(saved).not.toContain(user.password);

    // With auto-login on, the next expiry logs in again with the saved login: no prompt, and
    // the user center shows the profile, not what it loaded with the expired login.
    const expiredToken = await expireLoginOnServer(page, request);
    await chooseFromAccountMenu(page, 'zh', user.nickname, '我的信息');
    // The user center was seen with this login before: wait for the renewal, not for its fields.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('usertoken')))
      .not.toBe(expiredToken);
    expect(await page.evaluate(() => localStorage.getItem('usertoken'))).toBeTruthy();
    await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue(user.phone);
    await expect(accountMenuButton(page, 'zh', user.nickname)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
