/**
 * Model-based UI test of /findBack: the real screen, in the real app, driven along the
 * paths of `passwordRecoveryMachine` (support/modelUi). Each path starts once the user has
 * filled both tabs (typed on the screen), then switches tabs, empties and refills the new
 * password, submits, and has the account check, the code check and the save answered as
 * the path says; the 2 s before login runs on a simulated clock. The requests must carry
 * the shown tab's phone or email, its code, and only the MD5 of the new password.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { passwordRecoveryMachine } from '../../../machines/passwordRecoveryMachine';
import {
  recoveryErrors,
  type PasswordRecoveryContext,
  type RecoveryField,
  type RecoveryTab,
} from '../../../machines/passwordRecoveryForm';
import { fieldMessages } from '../../../src/features/account/common/accountMessages';
import { LOGIN_REDIRECT_MS } from '../../../src/domain/timings';
import type { Locale } from '../../../src/i18n/locales';
import { md5 } from '../../../src/lib/md5';
import { startMock, type MockServer } from '../../contract/support/mockServer';
import { apiTarget } from '../../support/apiTarget';
import { startHeldServer, type HeldServer } from '../../support/modelUi/heldServer';
import { traceMachines } from '../../support/modelUi/machineTrace';
import { eventsOf, type ScreenModel } from '../../support/modelUi/screenModel';
import { describeScreenModel, type ScreenSpec } from '../../support/modelUi/screenRunner';
import { testClocks } from '../../support/modelUi/testClocks';
import { renderAppAt } from '../../support/renderApp';
import { messageOf } from './support/fields';

vi.setConfig({ testTimeout: 30_000 });

const ENDPOINTS = [
  'isPhoneRegister',
  'isEmailRegister',
  'checkVerifyCode',
  'modifyPwdByPhone',
  'modifyPwdByEmail',
];

let mock: MockServer;
let held: HeldServer;
const trace = traceMachines();
beforeAll(async () => {
  mock = await startMock();
  held = await startHeldServer(mock.url, ENDPOINTS);
  apiTarget.url = held.url;
});
afterAll(async () => {
  await held.close();
  await mock.close();
});

const texts = {
  zh: {
    tab: { phone: '通过手机找回', email: '通过邮箱找回' },
    label: { account: '', code: '验证码', password: '新密码', confirm: '确认新密码' },
    account: { phone: '手机号码', email: '邮箱' },
    reset: '重置密码',
    saving: '保存中…',
    codeError: '验证码错误',
    confirmButton: '确定',
    changed: '密码修改成功，请重新登录',
  },
  en: {
    tab: { phone: 'By phone', email: 'By email' },
    label: {
      account: '',
      code: 'Verification code',
      password: 'New password',
      confirm: 'Confirm new password',
    },
    account: { phone: 'Phone number', email: 'Email' },
    reset: 'Reset password',
    saving: 'Saving…',
    codeError: 'Verification code error',
    confirmButton: 'Confirm',
    changed: 'Password changed, please log in again',
  },
} as const;

type Texts = (typeof texts)[Locale];

const FILLED = {
  phone: { account: '13800138000', code: '1234', password: 'newpass', confirm: 'newpass' },
  email: { account: 'alice@example.com', code: '5678', password: 'newpass', confirm: 'newpass' },
} as const;
const REFUSED = 'The password could not be saved';
const ctx = (state: AnyMachineSnapshot) => state.context as PasswordRecoveryContext;

const change = (field: RecoveryField, value: string) => ({ type: 'CHANGE', field, value });
const done = (actor: string, output: object) => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor: string) => ({
  type: `xstate.error.actor.${actor}`,
  error: new Error('server error'),
});

const fill = (tab: RecoveryTab) =>
  (['account', 'code', 'password', 'confirm'] as const).map((name) =>
    change(name, FILLED[tab][name]),
  );

const recoveryModel: ScreenModel = {
  name: 'passwordRecoveryMachine',
  machine: passwordRecoveryMachine,
  input: {},
  // The user fills both tabs first; the graph tells states apart by what the guards read.
  prelude: [
    ...fill('phone'),
    { type: 'SWITCH_TAB', tab: 'email' },
    ...fill('email'),
    { type: 'SWITCH_TAB', tab: 'phone' },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      tab: ctx(snapshot).tab,
      phoneValid: Object.keys(recoveryErrors(ctx(snapshot), 'phone')).length === 0,
      emailValid: Object.keys(recoveryErrors(ctx(snapshot), 'email')).length === 0,
    }),
  events: (snapshot) =>
    eventsOf(snapshot, {
      // A click on the other tab; the shown one sends nothing.
      SWITCH_TAB: (state) => [
        { type: 'SWITCH_TAB', tab: ctx(state).tab === 'phone' ? 'email' : 'phone' },
      ],
      CHANGE: (state) => [
        change('password', ctx(state).forms[ctx(state).tab].password ? '' : 'newpass'),
      ],
      BLUR: () => [{ type: 'BLUR', field: 'password' }],
      'xstate.done.actor.checkRegistered': () => [
        done('checkRegistered', { registered: false }),
        done('checkRegistered', { registered: true }),
      ],
      'xstate.error.actor.checkRegistered': () => [failed('checkRegistered')],
      'xstate.done.actor.checkCode': () => [
        done('checkCode', { code: 0 }),
        done('checkCode', { code: 1 }),
      ],
      'xstate.error.actor.checkCode': () => [failed('checkCode')],
      'xstate.done.actor.modifyByPhone': () => [
        done('modifyByPhone', { code: 0, msg: REFUSED }),
        done('modifyByPhone', { code: 1 }),
      ],
      'xstate.error.actor.modifyByPhone': () => [failed('modifyByPhone')],
      'xstate.done.actor.modifyByEmail': () => [
        done('modifyByEmail', { code: 0, msg: REFUSED }),
        done('modifyByEmail', { code: 1 }),
      ],
      'xstate.error.actor.modifyByEmail': () => [failed('modifyByEmail')],
    }),
};

function answerFor(actor: string, event: AnyEventObject): [number, unknown] {
  if (event.type.startsWith('xstate.error.actor.'))
    return [500, { code: 500, msg: 'Server error' }];
  if (actor === 'checkRegistered')
    return [
      200,
      { code: 1, msg: 'ok', data: (event.output as { registered: boolean }).registered },
    ];
  const { code, msg } = event.output as { code: number; msg?: string };
  return [200, { code, msg: msg ?? 'ok', data: null }];
}

/** The shown tab's form: the other tab's panel is hidden. */
const panel = () => within(screen.getByRole('tabpanel'));

function fieldOf(text: Texts, tab: RecoveryTab, name: RecoveryField) {
  const label = name === 'account' ? text.account[tab] : text.label[name];
  return panel().getByLabelText(label) as HTMLInputElement;
}

const recoveryScreen: ScreenSpec<Texts> = {
  model: recoveryModel,
  endpointOf(actor, state) {
    const tab = ctx(state).tab;
    if (actor === 'checkRegistered') return tab === 'phone' ? 'isPhoneRegister' : 'isEmailRegister';
    if (actor === 'checkCode') return 'checkVerifyCode';
    return actor === 'modifyByPhone' ? 'modifyPwdByPhone' : 'modifyPwdByEmail';
  },
  answerFor,
  async perform({ text }, event, state) {
    const tab = ctx(state).tab;
    // In an awaited act: a field's change may suspend a render (code or data not loaded yet),
    // which React warns of inside a synchronous act.
    await act(async () => {
      switch (event.type) {
        case 'SWITCH_TAB':
          fireEvent.click(screen.getByRole('tab', { name: text.tab[event.tab as RecoveryTab] }));
          break;
        case 'CHANGE':
          fireEvent.change(fieldOf(text, tab, event.field), { target: { value: event.value } });
          break;
        case 'BLUR':
          fireEvent.blur(fieldOf(text, tab, event.field));
          break;
        case 'SUBMIT':
          fireEvent.click(panel().getByRole('button', { name: text.reset }));
          break;
        case `xstate.after.backToLogin.passwordRecovery.succeeded`:
          act(() => testClocks.get('passwordRecovery')?.increment(LOGIN_REDIRECT_MS));
          break;
        default:
          throw new Error(`no gesture for ${event.type}`);
      }
    });
    return [event];
  },
  expectCall(actor, request, state) {
    const { tab, forms } = ctx(state);
    const { account, code, password } = forms[tab];
    const to = tab === 'phone' ? { phone: account } : { email: account };
    switch (actor) {
      case 'checkRegistered':
        return expect(request.query).toMatchObject(to);
      case 'checkCode':
        return expect(request.query).toMatchObject({ ...to, verifyCode: code });
      default:
        // The new password leaves the client only as its MD5.
        return expect(request.body).toEqual({ ...to, password: md5(password) });
    }
  },
  async afterStep({ text }, event, published) {
    const output = event.output as { code?: number } | undefined;
    if (event.type === 'xstate.done.actor.checkCode' && output?.code === 0) {
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(text.codeError);
      fireEvent.click(within(dialog).getByRole('button', { name: text.confirmButton }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    const saved = /^xstate\.done\.actor\.modifyBy/.test(event.type);
    if (saved)
      await waitFor(() =>
        expect(published()).toContainEqual(
          output?.code === 1
            ? expect.objectContaining({ level: 'success', message: text.changed })
            : expect.objectContaining({ level: 'warning', message: REFUSED }),
        ),
      );
  },
  expectScreen({ text, path }, state) {
    if (state.matches('done')) return expect(path()).toBe('/loginn');
    expect(path()).toBe('/findBack');
    const { tab, forms, errors } = ctx(state);
    expect(screen.getByRole('tab', { name: text.tab[tab] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const name of ['account', 'code', 'password', 'confirm'] as const) {
      const input = fieldOf(text, tab, name);
      expect(input, `${name} value`).toHaveValue(forms[tab][name]);
      const error = errors[tab][name];
      expect(messageOf(input), `${name} message`).toBe(error ? i18n._(fieldMessages[error]) : '');
    }
    const busy = state.hasTag('busy');
    const button = panel().getByRole('button', { name: busy ? text.saving : text.reset });
    expect(button).toHaveProperty('disabled', busy);
  },
};

describeScreenModel(recoveryScreen, {
  where: '/findBack',
  held: () => held,
  trace: { machines: trace, id: 'passwordRecovery' },
  async open(locale) {
    testClocks.set('passwordRecovery', new SimulatedClock());
    const app = await renderAppAt('/findBack', locale);
    await screen.findByRole('tab', { name: texts[locale].tab.phone });
    return { text: texts[locale], locale, path: app.path };
  },
});
