/**
 * Model-based UI test of /register: the real screen (in the real app, in jsdom) is driven
 * along paths of its two product machines, the registration form (`registrationMachine`)
 * and the get-code button (`countdownMachine` as the screen starts it: 60 s every time).
 *
 * The paths come from the machines through `xstate/graph` (see support/screenModel.ts).
 * Every event of a path becomes what a user does on the screen: typing (a change of the
 * field), leaving a field, ticking the box, clicking; and every server answer is given by
 * the test, which holds the screen's calls (support/heldServer.ts) until the path answers
 * them, so "checking" or "sending" lasts as long as the path says. The countdown runs on a
 * simulated clock: a tick is one second of it. After every step the screen must show what
 * the machine's state says (field values, messages, note, dialog, buttons, pending calls).
 *
 * Each event goes through `fireEvent`, one gesture per machine event: `userEvent.click`
 * would also move the focus, i.e. blur the field, a machine event of its own.
 *
 * The registration paths start once the user has filled the form (typed on the screen on
 * every path), so that the graph, which tells states apart by "the form passes every rule",
 * stays finite. Left out of the events, because no user can cause them: setting the box to
 * the value it has (a click toggles it), dismissing a countdown error that is not shown, and
 * clicking "Get code" while the modal not-sent dialog is open. No state or transition is left
 * out: every one is reached on the screen. The paths alternate between Chinese and English;
 * at the end the states and transitions reached are printed and compared with the machines'.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { countdownMachine } from '../../../machines/countdownMachine';
import { REGISTRATION_COUNTDOWN, type CountdownContext } from '../../../machines/countdownRules';
import { registrationMachine } from '../../../machines/registrationMachine';
import { registrationErrors } from '../../../machines/registrationRules';
import type { RegistrationContext, RegistrationField } from '../../../machines/registrationTypes';
import { fieldMessages } from '../../../src/features/account/common/accountMessages';
import { md5 } from '../../../src/lib/md5';
import type { Locale } from '../../../src/i18n/locales';
import { startMock, type MockServer } from '../../contract/support/mockServer';
import { renderAppAt } from '../../support/renderApp';
import { testClocks } from '../../support/modelUi/testClocks';
import { messageOf } from './support/fields';
import { startHeldServer, type HeldServer } from '../../support/modelUi/heldServer';
import { apiTarget } from '../../support/apiTarget';
import { eventsOf, type ScreenModel } from '../../support/modelUi/screenModel';
import { describeScreenScenarios } from '../../support/modelUi/screenScenarios';
import { registrationFlow } from '../../model/scenarios/registration';
import {
  describeScreenModel,
  type ScreenSpec,
  type ScreenSuite,
} from '../../support/modelUi/screenRunner';

vi.setConfig({ testTimeout: 30_000 });

/** The calls the paths answer; the shell's calls go on to the mock. */
const ENDPOINT_OF_ACTOR: Record<string, string> = {
  isPhoneRegistered: 'isPhoneRegister',
  isUsernameRegistered: 'isUsernameRegister',
  isEmailRegistered: 'isEmailRegister',
  checkCode: 'checkVerifyCode',
  register: 'register',
  checkRegistered: 'isPhoneRegister',
  sendCode: 'getVerifyCode',
};

let mock: MockServer;
let held: HeldServer;
beforeAll(async () => {
  mock = await startMock();
  held = await startHeldServer(mock.url, Object.values(ENDPOINT_OF_ACTOR));
  apiTarget.url = held.url;
});
afterAll(async () => {
  await held.close();
  await mock.close();
});

const texts = {
  zh: {
    phone: '手机号码',
    code: '验证码',
    username: '用户名',
    password: '密码',
    confirm: '确认密码',
    email: /^邮箱/,
    agree: '我已阅读并同意',
    areaCode: '区号',
    register: '注册',
    registering: '注册中…',
    getCode: '获取验证码',
    sending: '发送中…',
    resendIn: (seconds: number) => `${seconds} 秒后重新获取`,
    available: '该用户名可以使用',
    phoneRegistered: '该号码已被注册！去登录',
    codeError: '验证码错误',
    confirmButton: '确定',
    codeErrorButton: '确定',
    notSent: '验证码发送失败',
    registered: '注册成功，请登录',
  },
  en: {
    phone: 'Phone number',
    code: 'Verification code',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    email: /^Email/,
    agree: 'I have read and agree to the',
    areaCode: 'Area code',
    register: 'Register',
    registering: 'Registering…',
    getCode: 'Get code',
    sending: 'Sending…',
    resendIn: (seconds: number) => `Resend in ${seconds} s`,
    available: 'This username is available',
    phoneRegistered: 'This number is already registered! Log in',
    codeError: 'Verification code error',
    confirmButton: 'OK',
    codeErrorButton: 'Confirm',
    notSent: 'The code was not sent',
    registered: 'Registration successful, please log in',
  },
} as const;

type Texts = (typeof texts)[Locale];

/** What the held calls answer when a path says the server refused. */
const NOT_SENT = 'Too many requests, please retry in 42 s';
const REFUSED = 'The user name has been registered!';

const field = (text: Texts, name: RegistrationField): HTMLInputElement => {
  const labels: Partial<Record<RegistrationField, string | RegExp>> = {
    phone: text.phone,
    code: text.code,
    username: text.username,
    password: text.password,
    confirm: text.confirm,
    email: text.email,
  };
  const label = labels[name];
  if (!label) throw new Error(`no label for ${name}`);
  return screen.getByLabelText(label) as HTMLInputElement;
};

const phoneNote = (text: Texts) =>
  screen.queryByText(
    (_, element) => element?.tagName === 'P' && element.textContent === text.phoneRegistered,
  );

/** The data of a path's event (the machine's own event types, generic in the graph). */
const payload = <T,>(event: AnyEventObject): T => event as unknown as T;

/** What the held call of an actor answers for a path's done or error event. */
function answerFor(actor: string, event: AnyEventObject): [number, unknown] {
  if (event.type.startsWith('xstate.error.actor.')) {
    return [500, { code: 500, msg: 'Server error (test)' }];
  }
  const output = (event as { output?: unknown }).output;
  switch (actor) {
    case 'checkCode':
    case 'register': {
      const { code, msg } = output as { code: number; msg?: string };
      return [200, { code, msg: msg ?? 'ok', data: null }];
    }
    case 'checkRegistered':
      return [200, { code: 1, msg: 'ok', data: (output as { registered: boolean }).registered }];
    case 'sendCode': {
      const { sent, message } = output as { sent: boolean; message?: string };
      return [200, { code: 1, msg: 'ok', data: { code: sent ? '2' : '3', msg: message ?? 'ok' } }];
    }
    default:
      return [200, { code: 1, msg: 'ok', data: output as boolean }];
  }
}

/* ---------------------------------------------------------------- registration */

const CHECKED = ['phone', 'username', 'email'] as const;
/** Two valid values per checked field: a change always types something new. */
const VALUES = {
  phone: ['13800138000', '13900139000'],
  username: ['alice', 'alicia'],
  email: ['alice@example.com', 'alicia@example.com'],
} as const;
const otherValue = (name: (typeof CHECKED)[number], current: string) =>
  VALUES[name][0] === current ? VALUES[name][1] : VALUES[name][0];

const doneCases = (type: string, outputs: readonly unknown[]) => () =>
  outputs.map((output) => ({ type, output }));
const errorCase = (type: string) => () => [{ type, error: new Error('server error') }];

const registrationModel: ScreenModel = {
  name: 'registrationMachine',
  machine: registrationMachine,
  input: {},
  // The user fills the form first (not the agreement): a finite graph starts from there.
  prelude: [
    { type: 'CHANGE', field: 'phone', value: VALUES.phone[0] },
    { type: 'CHANGE', field: 'code', value: '123456' },
    { type: 'CHANGE', field: 'username', value: VALUES.username[0] },
    { type: 'CHANGE', field: 'password', value: 'Secret#1' },
    { type: 'CHANGE', field: 'confirm', value: 'Secret#1' },
    { type: 'CHANGE', field: 'email', value: VALUES.email[0] },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      valid: Object.keys(registrationErrors(snapshot.context as RegistrationContext)).length === 0,
    }),
  events: (snapshot) =>
    eventsOf(snapshot, {
      CHANGE: (state) =>
        CHECKED.map((name) => ({
          type: 'CHANGE',
          field: name,
          value: otherValue(name, (state.context as RegistrationContext).values[name]),
        })),
      BLUR: () => CHECKED.map((name) => ({ type: 'BLUR', field: name })),
      // A click toggles the box: only the other value can be set.
      SET_AGREE: (state) => [
        { type: 'SET_AGREE', agree: !(state.context as RegistrationContext).values.agree },
      ],
      // The select offers the other area code.
      SET_AREA_CODE: (state) => [
        {
          type: 'SET_AREA_CODE',
          areaCode: (state.context as RegistrationContext).values.areaCode === '86' ? '65' : '86',
        },
      ],
      'xstate.done.actor.isPhoneRegistered': doneCases('xstate.done.actor.isPhoneRegistered', [
        true,
        false,
      ]),
      'xstate.done.actor.isUsernameRegistered': doneCases(
        'xstate.done.actor.isUsernameRegistered',
        [true, false],
      ),
      'xstate.done.actor.isEmailRegistered': doneCases('xstate.done.actor.isEmailRegistered', [
        true,
        false,
      ]),
      'xstate.error.actor.isPhoneRegistered': errorCase('xstate.error.actor.isPhoneRegistered'),
      'xstate.error.actor.isUsernameRegistered': errorCase(
        'xstate.error.actor.isUsernameRegistered',
      ),
      'xstate.error.actor.isEmailRegistered': errorCase('xstate.error.actor.isEmailRegistered'),
      'xstate.done.actor.checkCode': doneCases('xstate.done.actor.checkCode', [
        { code: 0, msg: 'Verification code error' },
        { code: 1 },
      ]),
      'xstate.error.actor.checkCode': errorCase('xstate.error.actor.checkCode'),
      'xstate.done.actor.register': doneCases('xstate.done.actor.register', [
        { code: 0, msg: REFUSED },
        { code: 1 },
      ]),
      'xstate.error.actor.register': errorCase('xstate.error.actor.register'),
    }),
};

const registrationScreen: ScreenSpec<Texts> = {
  model: registrationModel,
  endpointOf: (actor) => ENDPOINT_OF_ACTOR[actor] ?? actor,
  answerFor,
  // Each gesture in an awaited act: a field's change may suspend a render (a message's code or
  // data not loaded yet), which React warns of inside a synchronous act.
  async perform({ text }, event) {
    switch (event.type) {
      case 'CHANGE': {
        const { field: name, value } = payload<{ field: RegistrationField; value: string }>(event);
        await act(async () => fireEvent.change(field(text, name), { target: { value } }));
        return [event];
      }
      case 'BLUR':
        await act(async () =>
          fireEvent.blur(field(text, payload<{ field: RegistrationField }>(event).field)),
        );
        return [event];
      case 'SET_AGREE':
        await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: text.agree })));
        return [event];
      case 'SET_AREA_CODE':
        await act(async () =>
          fireEvent.change(screen.getByRole('combobox', { name: text.areaCode }), {
            target: { value: payload<{ areaCode: string }>(event).areaCode },
          }),
        );
        return [event];
      case 'SUBMIT':
        await act(async () => fireEvent.click(screen.getByRole('button', { name: text.register })));
        return [event];
      default:
        throw new Error(`no gesture for ${event.type}`);
    }
  },
  expectCall(actor, request, state) {
    const { values } = state.context as RegistrationContext;
    switch (actor) {
      case 'isPhoneRegistered':
        return expect(request.query.phone).toBe(values.phone.trim());
      case 'isUsernameRegistered':
        return expect(request.query.username).toBe(values.username.trim());
      case 'isEmailRegistered':
        return expect(request.query.email).toBe(values.email.trim());
      case 'checkCode':
        return expect(request.query).toMatchObject({
          phone: values.phone.trim(),
          verifyCode: values.code.trim(),
        });
      case 'register':
        return expect(request.body).toEqual({
          areaCode: values.areaCode,
          phone: values.phone.trim(),
          verification: values.code.trim(),
          username: values.username.trim(),
          password: md5(values.password),
          commanyname: '',
          nickname: '',
          email: values.email.trim(),
          agree: true,
          isNewRecord: true,
        });
    }
  },
  expectScreen({ text, path }, state) {
    if (state.status === 'done') {
      expect(path()).toBe('/loginn');
      expect(screen.getAllByText(text.registered).length).toBeGreaterThan(0);
      return;
    }
    const { values, errors, availability } = state.context as RegistrationContext;
    for (const name of ['phone', 'code', 'username', 'password', 'confirm', 'email'] as const) {
      const input = field(text, name);
      expect(input.value, `${name} value`).toBe(values[name]);
      const error = errors[name];
      const shown =
        error && error !== 'phoneUsed'
          ? i18n._(fieldMessages[error])
          : name === 'username' && availability.username === 'available'
            ? text.available
            : '';
      expect(messageOf(input), `${name} message`).toBe(shown);
    }
    expect(phoneNote(text) !== null, 'already-registered note').toBe(errors.phone === 'phoneUsed');
    expect(screen.getByRole('checkbox', { name: text.agree })).toHaveProperty(
      'checked',
      values.agree,
    );
    const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.includes(i18n._(fieldMessages.notAgreed)), 'not-agreed message').toBe(
      errors.agree === 'notAgreed',
    );
    const busy = state.hasTag('busy');
    const submit = screen.getByRole('button', { name: busy ? text.registering : text.register });
    expect(submit).toHaveProperty('disabled', busy);
  },
  async afterStep({ text }, event, published) {
    const output = (event as { output?: { code: number; msg?: string } }).output;
    if (event.type === 'xstate.done.actor.checkCode' && output?.code === 0) {
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(text.codeError);
      fireEvent.click(within(dialog).getByRole('button', { name: text.codeErrorButton }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    if (event.type === 'xstate.done.actor.register' && output?.code === 0) {
      await waitFor(() =>
        expect(published()).toContainEqual(
          // The server's own message (spec shop-and-shell §8: "Warning with the server message").
          expect.objectContaining({ level: 'warning', message: output.msg }),
        ),
      );
    }
  },
};

/* ------------------------------------------------------------------- countdown */

const PHONE = '13800138000';
const countdownModel: ScreenModel = {
  name: 'countdownMachine',
  machine: countdownMachine,
  input: { purpose: 'register', ...REGISTRATION_COUNTDOWN },
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status }),
  events: (snapshot) =>
    eventsOf(snapshot, {
      // While the not-sent dialog is open (modal), closing it is the only gesture.
      SEND: (state) =>
        (state.context as CountdownContext).error === 'sendFailed'
          ? []
          : [
              { type: 'SEND', to: '' },
              { type: 'SEND', to: PHONE },
            ],
      // The screen dismisses only a shown error (a phone change, or the dialog's button).
      DISMISS: (state) => ((state.context as CountdownContext).error ? [{ type: 'DISMISS' }] : []),
      'xstate.done.actor.checkRegistered': doneCases('xstate.done.actor.checkRegistered', [
        { registered: true },
        { registered: false },
      ]),
      'xstate.error.actor.checkRegistered': errorCase('xstate.error.actor.checkRegistered'),
      'xstate.done.actor.sendCode': doneCases('xstate.done.actor.sendCode', [
        { sent: false, message: NOT_SENT },
        { sent: true },
      ]),
      'xstate.error.actor.sendCode': errorCase('xstate.error.actor.sendCode'),
    }),
};

const codeButton = (text: Texts, state: AnyMachineSnapshot) => {
  const { remaining } = state.context as CountdownContext;
  const name = state.matches('counting')
    ? text.resendIn(remaining)
    : state.hasTag('busy')
      ? text.sending
      : text.getCode;
  // `hidden`: the not-sent dialog is modal and hides the form from the accessibility tree.
  return screen.getByRole('button', { name, hidden: true });
};

/** Changes the phone field; the screen then dismisses a shown countdown error. */
async function typePhone(
  text: Texts,
  value: string,
  state: AnyMachineSnapshot,
): Promise<AnyEventObject[]> {
  await act(async () => fireEvent.change(field(text, 'phone'), { target: { value } }));
  return (state.context as CountdownContext).error ? [{ type: 'DISMISS' }] : [];
}

const countdownScreen: ScreenSpec<Texts> = {
  model: countdownModel,
  endpointOf: (actor) => ENDPOINT_OF_ACTOR[actor] ?? actor,
  answerFor,
  async perform({ text }, event, state) {
    switch (event.type) {
      case 'SEND': {
        const { to } = payload<{ to: string }>(event);
        const caused = field(text, 'phone').value === to ? [] : await typePhone(text, to, state);
        await act(async () => fireEvent.click(codeButton(text, state)));
        return [...caused, event];
      }
      case 'DISMISS': {
        if ((state.context as CountdownContext).error === 'sendFailed') {
          const dialog = screen.getByRole('alertdialog');
          fireEvent.click(within(dialog).getByRole('button', { name: text.confirmButton }));
          return [event];
        }
        // Editing the phone dismisses the message: a character typed and taken back.
        const value = field(text, 'phone').value;
        const caused = await typePhone(text, value === '' ? '1' : value.slice(0, -1), state);
        await act(async () => fireEvent.change(field(text, 'phone'), { target: { value } }));
        return caused;
      }
      case 'xstate.after.tick.countdown.counting':
        act(() => testClocks.get('countdown')?.increment(1_000));
        return [event];
      default:
        throw new Error(`no gesture for ${event.type}`);
    }
  },
  expectCall(_actor, request, state) {
    expect(request.query.phone).toBe((state.context as CountdownContext).to);
  },
  expectScreen({ text }, state) {
    const { error, serverMessage } = state.context as CountdownContext;
    const button = codeButton(text, state);
    expect(button).toHaveProperty('disabled', !state.matches('idle'));
    const phoneProblem =
      error === 'phoneEmpty' || error === 'phoneNotNumeric' || error === 'phoneFormat';
    expect(messageOf(field(text, 'phone'))).toBe(phoneProblem ? i18n._(fieldMessages[error]) : '');
    expect(phoneNote(text) !== null, 'already-registered note').toBe(error === 'alreadyRegistered');
    const dialog = screen.queryByRole('alertdialog');
    expect(dialog !== null, 'not-sent dialog').toBe(error === 'sendFailed');
    if (dialog) {
      expect(dialog.textContent).toContain(text.notSent);
      expect(dialog.textContent).toContain(serverMessage);
    }
  },
};

/* ---------------------------------------------------------------------- runner */

const registerSuite: ScreenSuite<Texts> = {
  where: '/register',
  held: () => held,
  async open(locale) {
    testClocks.set('countdown', new SimulatedClock());
    const app = await renderAppAt('/register', locale);
    const text = texts[locale];
    await screen.findByLabelText(text.phone);
    return { text, locale, path: app.path };
  },
};

describeScreenModel(registrationScreen, registerSuite);
describeScreenModel(countdownScreen, registerSuite);

// The registration's named scenarios (tests/model/scenarios/registration.ts), on the form.
describeScreenScenarios(registrationFlow, () => ({
  spec: registrationScreen,
  suite: registerSuite,
}));
