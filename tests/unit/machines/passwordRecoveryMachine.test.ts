import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { passwordRecoveryMachine } from '../../../machines/passwordRecoveryMachine';
import {
  recoveryFieldError,
  type AccountInput,
  type CheckCodeResult,
  type ModifyResult,
  type PasswordRecoveryInput,
  type RecoveryForm,
} from '../../../machines/passwordRecoveryForm';
import { LOGIN_REDIRECT_MS } from '../../../src/domain/timings';

const flush = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const BY_PHONE: RecoveryForm = {
  account: '13800138000',
  code: '1234',
  password: 'newpass',
  confirm: 'newpass',
};
const BY_EMAIL: RecoveryForm = {
  account: 'alice@example.com',
  code: '5678',
  password: 'other',
  confirm: 'other',
};
const FILLED: PasswordRecoveryInput = { forms: { phone: BY_PHONE, email: BY_EMAIL } };

type Outcome<T> = T | Error;
const settle = async <T>(outcome: Outcome<T>): Promise<T> => {
  if (outcome instanceof Error) throw outcome;
  return outcome;
};

function start(
  input: PasswordRecoveryInput = {},
  results: {
    registered?: Outcome<boolean>;
    checkCode?: Outcome<CheckCodeResult>;
    modify?: Outcome<ModifyResult>;
  } = {},
) {
  const clock = new SimulatedClock();
  const calls = {
    checkRegistered: vi.fn((_input: AccountInput) =>
      settle(results.registered ?? true).then((registered) => ({ registered })),
    ),
    checkCode: vi.fn((_input: AccountInput & { code: string }) =>
      settle(results.checkCode ?? { code: 1 }),
    ),
    modifyByPhone: vi.fn((_input: { phone: string; password: string }) =>
      settle(results.modify ?? { code: 1 }),
    ),
    modifyByEmail: vi.fn((_input: { email: string; password: string }) =>
      settle(results.modify ?? { code: 1 }),
    ),
  };
  const actions = {
    showCodeErrorDialog: vi.fn(),
    warnModifyFailed: vi.fn(),
    showPasswordChangedNotice: vi.fn(),
    goToLogin: vi.fn(),
  };
  const machine = passwordRecoveryMachine.provide({
    actors: {
      checkRegistered: fromPromise(({ input }) => calls.checkRegistered(input)),
      checkCode: fromPromise(({ input }) => calls.checkCode(input)),
      modifyByPhone: fromPromise(({ input }) => calls.modifyByPhone(input)),
      modifyByEmail: fromPromise(({ input }) => calls.modifyByEmail(input)),
    },
    actions,
  });
  const actor = createActor(machine, { clock, input });
  actor.start();
  return { actor, clock, calls, actions };
}

const paramsOf = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[0]?.[1];

describe('recovery rules (spec §5)', () => {
  it.each([
    ['phone', '', 'phoneEmpty'],
    ['phone', '13a', 'phoneNotNumeric'],
    ['phone', '1380013800', 'phoneFormat'],
    ['phone', '13800138000', undefined],
    ['email', '', 'emailEmpty'],
    ['email', 'alice', 'emailFormat'],
    ['email', 'alice@example.com', undefined],
  ] as const)('%s tab, account %j → %s', (tab, account, error) => {
    expect(recoveryFieldError(tab, 'account', { ...BY_PHONE, account })).toBe(error);
  });

  it('an account known to have no registration is its own message per tab', () => {
    expect(recoveryFieldError('phone', 'account', BY_PHONE, true)).toBe('notExist');
    expect(recoveryFieldError('email', 'account', BY_EMAIL, true)).toBe('emailNotRegistered');
  });

  it.each([
    [{ code: '' }, 'code', 'codeEmpty'],
    [{ password: '' }, 'password', 'passwordEmpty'],
    [{ confirm: '' }, 'confirm', 'confirmEmpty'],
    [{ confirm: 'newpas' }, 'confirm', 'passwordsDiffer'],
  ] as const)('%j: %s → %s', (change, field, error) => {
    expect(recoveryFieldError('phone', field, { ...BY_PHONE, ...change })).toBe(error);
  });
});

describe('passwordRecoveryMachine', () => {
  it('opens on the phone tab with empty forms', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.tab).toBe('phone');
    expect(actor.getSnapshot().context.forms.email.account).toBe('');
  });

  it('keeps each tab its own fields and messages', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'account', value: '13800138000' });
    actor.send({ type: 'SWITCH_TAB', tab: 'email' });
    actor.send({ type: 'BLUR', field: 'account' });
    expect(actor.getSnapshot().context.errors).toEqual({
      phone: {},
      email: { account: 'emailEmpty' },
    });
    actor.send({ type: 'CHANGE', field: 'account', value: 'bad' });
    expect(actor.getSnapshot().context.errors.email.account).toBe('emailFormat');
    expect(actor.getSnapshot().context.forms.phone.account).toBe('13800138000');
  });

  it('an invalid submit shows the messages of the shown tab and calls nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHANGE', field: 'password', value: 'a' });
    actor.send({ type: 'CHANGE', field: 'confirm', value: 'b' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.phone).toEqual({
      account: 'phoneEmpty',
      code: 'codeEmpty',
      confirm: 'passwordsDiffer',
    });
    expect(actor.getSnapshot().context.errors.email).toEqual({});
    expect(calls.checkRegistered).not.toHaveBeenCalled();
  });

  it('typing shows no message before the field is left', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'account', value: '138' });
    actor.send({ type: 'CHANGE', field: 'code', value: '' });
    expect(actor.getSnapshot().context.errors.phone).toEqual({});
  });

  it("a field's change leaves the other fields' messages shown", () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'code', value: '1234' });
    expect(actor.getSnapshot().context.errors.phone).toEqual({
      account: 'phoneEmpty',
      password: 'passwordEmpty',
      confirm: 'confirmEmpty',
    });
  });

  it('an account found unregistered stays so until the account changes', async () => {
    const { actor, calls } = start(FILLED, { registered: false });
    actor.send({ type: 'SUBMIT' });
    await flush();
    actor.send({ type: 'CHANGE', field: 'code', value: '4321' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.errors.phone.account).toBe('notExist');
    expect(calls.checkRegistered).toHaveBeenCalledOnce();
    actor.send({ type: 'CHANGE', field: 'account', value: '13900139000' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(calls.checkRegistered).toHaveBeenCalledTimes(2);
  });

  it('the confirmation message follows the new password', () => {
    const { actor } = start({ forms: { phone: { password: 'abc', confirm: 'abd' } } });
    actor.send({ type: 'BLUR', field: 'confirm' });
    expect(actor.getSnapshot().context.errors.phone.confirm).toBe('passwordsDiffer');
    actor.send({ type: 'CHANGE', field: 'password', value: 'abd' });
    expect(actor.getSnapshot().context.errors.phone.confirm).toBeUndefined();
  });

  it('by phone: checks the account, verifies the code, saves, notices, and logs in 2 s later', async () => {
    const { actor, clock, calls, actions } = start(FILLED);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.checkRegistered).toHaveBeenCalledWith({ channel: 'phone', to: '13800138000' });
    expect(calls.checkCode).toHaveBeenCalledWith({
      channel: 'phone',
      to: '13800138000',
      code: '1234',
    });
    expect(calls.modifyByPhone).toHaveBeenCalledWith({ phone: '13800138000', password: 'newpass' });
    expect(calls.modifyByEmail).not.toHaveBeenCalled();
    expect(actions.showPasswordChangedNotice).toHaveBeenCalledOnce();
    clock.increment(LOGIN_REDIRECT_MS - 1);
    expect(actions.goToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actions.goToLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('by email: the same with the email tab values', async () => {
    const { actor, calls } = start({ ...FILLED, tab: 'email' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(calls.checkRegistered).toHaveBeenCalledWith({
      channel: 'email',
      to: 'alice@example.com',
    });
    expect(calls.modifyByEmail).toHaveBeenCalledWith({
      email: 'alice@example.com',
      password: 'other',
    });
    expect(calls.modifyByPhone).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it.each(['phone', 'email'] as const)(
    '%s tab: the account and code are sent without the spaces typed around them',
    async (tab) => {
      const form = FILLED.forms?.[tab] as RecoveryForm;
      const { actor, calls } = start({
        tab,
        forms: { [tab]: { ...form, account: ` ${form.account} `, code: ` ${form.code} ` } },
      });
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(calls.checkRegistered).toHaveBeenCalledExactlyOnceWith({
        channel: tab,
        to: form.account,
      });
      expect(calls.checkCode).toHaveBeenCalledExactlyOnceWith({
        channel: tab,
        to: form.account,
        code: form.code,
      });
      const saved = { password: form.password };
      if (tab === 'phone')
        expect(calls.modifyByPhone).toHaveBeenCalledExactlyOnceWith({
          ...saved,
          phone: form.account,
        });
      else
        expect(calls.modifyByEmail).toHaveBeenCalledExactlyOnceWith({
          ...saved,
          email: form.account,
        });
    },
  );

  it('a code of spaces is no code', () => {
    const { actor, calls } = start({ forms: { phone: { ...BY_PHONE, code: '   ' } } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.phone).toEqual({ code: 'codeEmpty' });
    expect(calls.checkRegistered).not.toHaveBeenCalled();
  });

  it.each([
    ['phone', 'notExist'],
    ['email', 'emailNotRegistered'],
  ] as const)('%s tab, no account: %s, and nothing else is called', async (tab, error) => {
    const { actor, calls } = start({ ...FILLED, tab }, { registered: false });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors[tab].account).toBe(error);
    expect(calls.checkCode).not.toHaveBeenCalled();
    // Submitting again without changing the account does not ask again.
    actor.send({ type: 'SUBMIT' });
    expect(calls.checkRegistered).toHaveBeenCalledOnce();
    // Changing it clears the message.
    actor.send({
      type: 'CHANGE',
      field: 'account',
      value: tab === 'phone' ? '13900139000' : 'bob@example.com',
    });
    expect(actor.getSnapshot().context.errors[tab].account).toBeUndefined();
  });

  it('a wrong code (0) shows the error dialog and saves nothing', async () => {
    const { actor, calls, actions } = start(FILLED, { checkCode: { code: 0 } });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actions.showCodeErrorDialog).toHaveBeenCalledOnce();
    expect(calls.modifyByPhone).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a refused save warns with the server message and stays', async () => {
    const { actor, actions } = start(FILLED, { modify: { code: 0, msg: '修改失败' } });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(paramsOf(actions.warnModifyFailed)).toEqual({ message: '修改失败' });
    expect(actions.goToLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it.each([
    ['checkRegistered', { registered: new Error('x') }],
    ['checkCode', { checkCode: new Error('x') }],
    ['modifyByPhone', { modify: new Error('x') }],
  ] as const)(
    'a failed %s call gives the form back (the client warned)',
    async (_name, results) => {
      const { actor, actions } = start(FILLED, results);
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actions.warnModifyFailed).not.toHaveBeenCalled();
    },
  );

  it('ignores tab switches, edits and submits while submitting', async () => {
    const { actor, calls } = start(FILLED, { modify: { code: 0 } });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SWITCH_TAB', tab: 'email' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'x' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(calls.checkRegistered).toHaveBeenCalledOnce();
    expect(calls.modifyByPhone).toHaveBeenCalledWith({ phone: '13800138000', password: 'newpass' });
    expect(actor.getSnapshot().context.tab).toBe('phone');
  });
});
