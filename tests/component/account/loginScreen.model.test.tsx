/**
 * Model-based UI test of /loginn: the real screen, in the real app, driven along the paths
 * of its product machines (support/modelUi): the login form with its QR mode
 * (`loginMachine`), and the return from the messaging-app QR page with a one-time code
 * (`wxCodeLoginMachine`). Every login call is held until the path answers it: refused,
 * accepted (with the demo user's real login, so the session that follows works against the
 * mock) or failed. The requests must carry the username and only the MD5 of the password,
 * or the code; the screen must show each state, the dialogs each refusal, and a login must
 * be stored as the spec says (token, user, the saved login only with auto-login).
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../../../machines/loginMachine';
import { DEFAULT_LOGIN_TARGET, type LoginContext } from '../../../machines/loginRules';
import { wxCodeLoginMachine } from '../../../machines/wxCodeLoginMachine';
import { login } from '../../../src/api/contract/account/session';
import type { Locale } from '../../../src/i18n/locales';
import { md5 } from '../../../src/lib/md5';
import { storage } from '../../../src/lib/storage';
import { startMock, type MockServer } from '../../contract/support/mockServer';
import { apiTarget } from '../../support/apiTarget';
import { startHeldServer, type HeldServer } from '../../support/modelUi/heldServer';
import { traceMachines } from '../../support/modelUi/machineTrace';
import { eventsOf, type ScreenModel } from '../../support/modelUi/screenModel';
import { describeScreenModel, type ScreenSpec } from '../../support/modelUi/screenRunner';
import { renderAppAt } from '../../support/renderApp';
import { messageOf } from './support/fields';
import { keepWechatLoginState } from '../../../src/lib/wechatLoginState';

vi.setConfig({ testTimeout: 30_000 });

const DEMO = { username: 'demo', password: 'Demo@2024' };
const WX_CODE = 'wx-code-1';

let mock: MockServer;
let held: HeldServer;
/** The mock's own answer to the demo user's login: what an accepted login answers. */
let demoLogin: { code: number; data: { token: string; username: string; nickname: string } };
const trace = traceMachines();

beforeAll(async () => {
  mock = await startMock();
  held = await startHeldServer(mock.url, ['login']);
  apiTarget.url = held.url;
  const answer = await mock.call(login, {
    query: { username: DEMO.username, password: md5(DEMO.password) },
  });
  demoLogin = answer.body as typeof demoLogin;
});
afterAll(async () => {
  await held.close();
  await mock.close();
});

const texts = {
  zh: {
    username: '用户名',
    password: '密码',
    autoLogin: '自动登录',
    login: '登录',
    loggingIn: '登录中…',
    passwordMode: '密码登录',
    qrMode: '微信扫码登录',
    qrLink: '微信登录',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    invalidForm: '请输入用户名和密码。',
    incorrect: '用户名或密码不正确。',
    confirm: '确定',
    wxLoggingIn: '正在通过微信登录…',
    loginFailed: '登录失败',
  },
  en: {
    username: 'Username',
    password: 'Password',
    autoLogin: 'Log me in automatically',
    login: 'Log in',
    loggingIn: 'Logging in…',
    passwordMode: 'Password login',
    qrMode: 'WeChat QR login',
    qrLink: 'Log in with WeChat',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    invalidForm: 'Please enter your username and password.',
    incorrect: 'Incorrect username or password.',
    confirm: 'Confirm',
    wxLoggingIn: 'Logging in with WeChat…',
    loginFailed: 'Login failed',
  },
} as const;

type Texts = (typeof texts)[Locale];

const REFUSED = 'Incorrect username or password';
const done = (output: object, actor = 'login') => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor = 'login') => ({
  type: `xstate.error.actor.${actor}`,
  error: new Error('server error'),
});

/** A refusal, the server's failure, or the demo user's real login (its token and names). */
function answerFor(_actor: string, event: AnyEventObject): [number, unknown] {
  if (event.type.startsWith('xstate.error.actor.'))
    return [500, { code: 500, msg: 'Server error' }];
  const output = event.output as { code: number; username?: string; msg?: string };
  if (output.code !== 1) return [200, { code: output.code, msg: output.msg, data: null }];
  const username = output.username ?? demoLogin.data.username;
  return [200, { ...demoLogin, data: { ...demoLogin.data, username } }];
}

/** What the screen must have stored once a login was accepted. */
async function expectStoredLogin(run: { path: () => string }, path: string, username: string) {
  await waitFor(() => expect(run.path()).toBe(path));
  expect(storage.usertoken.get()).toBe(demoLogin.data.token);
  expect(storage.curretUser.get()).toEqual({ username, nickname: demoLogin.data.nickname });
}

/* ------------------------------------------------------------------- the form */

const loginModel: ScreenModel = {
  name: 'loginMachine',
  machine: loginMachine,
  input: { target: DEFAULT_LOGIN_TARGET, autoLogin: false },
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status }),
  events: (snapshot) =>
    eventsOf(snapshot, {
      // Typing changes a field to the other value; focus and blur only as a user can.
      CHANGE_USERNAME: (state) => [
        { type: 'CHANGE_USERNAME', value: state.context.username ? '' : DEMO.username },
      ],
      CHANGE_PASSWORD: (state) => [
        { type: 'CHANGE_PASSWORD', value: state.context.password ? '' : DEMO.password },
      ],
      FOCUS_PASSWORD: (state) =>
        state.context.passwordFocused ? [] : [{ type: 'FOCUS_PASSWORD' }],
      BLUR_PASSWORD: (state) => (state.context.passwordFocused ? [{ type: 'BLUR_PASSWORD' }] : []),
      'xstate.done.actor.login': () => [
        done({ code: 0, msg: REFUSED }),
        done({ code: 1, token: 'the demo login', username: DEMO.username }),
      ],
      'xstate.error.actor.login': () => [failed()],
    }),
};

const field = (text: Texts, name: 'username' | 'password') =>
  screen.getByLabelText(text[name]) as HTMLInputElement;

const loginScreen: ScreenSpec<Texts> = {
  model: loginModel,
  endpointOf: () => 'login',
  answerFor,
  perform({ text }, event, state) {
    const context = state.context as LoginContext;
    switch (event.type) {
      case 'CHANGE_USERNAME':
        fireEvent.change(field(text, 'username'), { target: { value: event.value } });
        break;
      case 'CHANGE_PASSWORD':
        fireEvent.change(field(text, 'password'), { target: { value: event.value } });
        break;
      case 'BLUR_USERNAME':
        fireEvent.blur(field(text, 'username'));
        break;
      case 'FOCUS_PASSWORD':
        fireEvent.focus(field(text, 'password'));
        break;
      case 'BLUR_PASSWORD':
        fireEvent.blur(field(text, 'password'));
        break;
      case 'TOGGLE_AUTO_LOGIN':
        fireEvent.click(screen.getByRole('checkbox', { name: text.autoLogin }));
        break;
      case 'SWITCH_MODE':
        fireEvent.click(
          screen.getByRole('button', {
            name: context.mode === 'qrCode' ? text.passwordMode : text.qrMode,
          }),
        );
        break;
      case 'SUBMIT':
        fireEvent.click(screen.getByRole('button', { name: text.login }));
        break;
      default:
        throw new Error(`no gesture for ${event.type}`);
    }
    return [event];
  },
  expectCall(_actor, request, state) {
    const { username, password } = state.context as LoginContext;
    // The password leaves the client only as its MD5.
    expect(request.query).toMatchObject({ username: username.trim(), password: md5(password) });
    expect(JSON.stringify(request)).not.toContain(password);
  },
  async afterStep({ text }, event, published, state) {
    const refused = event.type === 'xstate.done.actor.login' && event.output.code !== 1;
    const incomplete = event.type === 'SUBMIT' && state.matches('editing');
    if (refused || incomplete) {
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(refused ? text.incorrect : text.invalidForm);
      fireEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    if (event.type === 'xstate.error.actor.login')
      await waitFor(() => expect(published().map((notice) => notice.level)).toContain('warning'));
  },
  expectScreen(run, state) {
    const { text } = run;
    if (state.matches('succeeded')) {
      expect(run.path()).toBe(DEFAULT_LOGIN_TARGET);
      expect(storage.usertoken.get()).toBe(demoLogin.data.token);
      const { autoLogin, username, password } = state.context as LoginContext;
      // Auto-login keeps the username and the MD5 of the password, never the password.
      expect(storage.loginJson.get()).toEqual(
        autoLogin ? { username: username.trim(), password: md5(password) } : undefined,
      );
      expect(storage.autoLogin.get() ?? false).toBe(autoLogin);
      return;
    }
    const { mode, username, password, autoLogin, errors } = state.context as LoginContext;
    const qr = screen.getByRole('button', { name: text.qrMode });
    expect(qr).toHaveAttribute('aria-pressed', String(mode === 'qrCode'));
    if (mode === 'qrCode') {
      expect(screen.getByRole('link', { name: text.qrLink })).toBeVisible();
      expect(screen.queryByLabelText(text.username)).toBeNull();
      return;
    }
    expect(field(text, 'username')).toHaveValue(username);
    expect(field(text, 'password')).toHaveValue(password);
    expect(messageOf(field(text, 'username'))).toBe(errors.username ? text.usernameRequired : '');
    expect(messageOf(field(text, 'password'))).toBe(errors.password ? text.passwordRequired : '');
    expect(screen.getByRole('checkbox', { name: text.autoLogin })).toHaveProperty(
      'checked',
      autoLogin,
    );
    const busy = state.hasTag('busy');
    const button = screen.getByRole('button', { name: busy ? text.loggingIn : text.login });
    expect(button).toHaveProperty('disabled', busy);
  },
};

describeScreenModel(loginScreen, {
  where: '/loginn',
  held: () => held,
  trace: { machines: trace, id: 'login' },
  async open(locale) {
    const app = await renderAppAt('/loginn', locale);
    await screen.findByLabelText(texts[locale].username);
    return { text: texts[locale], locale, path: app.path };
  },
});

/* ------------------------------------------------- back from the QR page */

const wxModel: ScreenModel = {
  name: 'wxCodeLoginMachine',
  machine: wxCodeLoginMachine,
  input: { code: WX_CODE },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, status: snapshot.status }),
  events: (snapshot) =>
    eventsOf(snapshot, {
      'xstate.done.actor.logIn': () => [
        // A messaging-app account without a username would complete the profile first
        // (the same transition; see wxUser.test.tsx).
        done({ code: 1, token: 'the demo login', username: DEMO.username }, 'logIn'),
        done({ code: 0, msg: 'Invalid code' }, 'logIn'),
      ],
      'xstate.error.actor.logIn': () => [failed('logIn')],
    }),
};

const wxScreen: ScreenSpec<Texts> = {
  model: wxModel,
  endpointOf: () => 'login',
  answerFor,
  perform() {
    throw new Error('the exchange has no gestures: only the server answers');
  },
  expectCall(_actor, request) {
    expect(request.query).toMatchObject({ wxCode: WX_CODE });
  },
  async afterStep(run, event, published) {
    if (event.type !== 'xstate.done.actor.logIn') return;
    const { code, username } = event.output as { code: number; username: string };
    if (code !== 1) {
      await waitFor(() =>
        expect(published()).toContainEqual(
          expect.objectContaining({ level: 'error', message: run.text.loginFailed }),
        ),
      );
      return;
    }
    await expectStoredLogin(run, username ? DEFAULT_LOGIN_TARGET : '/wXuserDetail', username);
    expect(storage.wxCode.get()).toBe(WX_CODE);
  },
  expectScreen({ text }, state: AnyMachineSnapshot) {
    if (state.matches('exchanging'))
      expect(screen.getByRole('status')).toHaveTextContent(text.wxLoggingIn);
    // A failed exchange offers the password form again, without the used code.
    if (state.matches('failed')) expect(field(text, 'username')).toBeVisible();
  },
};

describeScreenModel(wxScreen, {
  where: '/loginn?code=…&state=…',
  held: () => held,
  trace: { machines: trace, id: 'wxCodeLogin' },
  async open(locale) {
    // Back from the QR page of a login this tab started (its state kept, and handed back).
    const state = 'a11ce000a11ce000a11ce000a11ce000';
    keepWechatLoginState(state);
    const app = await renderAppAt(`/loginn?code=${WX_CODE}&state=${state}`, locale);
    return { text: texts[locale], locale, path: app.path };
  },
});
