import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { registrationMachine } from '../../../machines/registrationMachine';
import { registrationErrors, registrationFieldError } from '../../../machines/registrationRules';
import type {
  CheckCodeResult,
  RegisterPayload,
  RegisterResult,
  RegistrationValues,
} from '../../../machines/registrationTypes';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const VALID: RegistrationValues = {
  areaCode: '86',
  phone: '13800138000',
  code: '123456',
  username: 'alice',
  password: 'secret',
  confirm: 'secret',
  company: 'ACME',
  nickname: 'Al',
  email: 'alice@example.com',
  agree: true,
};

type Outcome<T> = T | Error;
const settle = async <T>(outcome: Outcome<T>): Promise<T> => {
  if (outcome instanceof Error) throw outcome;
  return outcome;
};

function start(
  values: Partial<RegistrationValues> = {},
  results: {
    used?: Partial<Record<'phone' | 'username' | 'email', Outcome<boolean>>>;
    checkCode?: Outcome<CheckCodeResult>;
    register?: Outcome<RegisterResult>;
    /** Keep the availability checks pending. */
    slowChecks?: boolean;
  } = {},
) {
  const never = new Promise<boolean>(() => {});
  const check = (field: 'phone' | 'username' | 'email') =>
    vi.fn((_input: { value: string }) =>
      results.slowChecks ? never : settle(results.used?.[field] ?? false),
    );
  const calls = {
    isPhoneRegistered: check('phone'),
    isUsernameRegistered: check('username'),
    isEmailRegistered: check('email'),
    checkCode: vi.fn((_input: { phone: string; code: string }) =>
      settle(results.checkCode ?? { code: 1 }),
    ),
    register: vi.fn((_input: RegisterPayload) => settle(results.register ?? { code: 1 })),
  };
  const actions = {
    showCodeErrorDialog: vi.fn(),
    warnRegistrationFailed: vi.fn(),
    showRegisteredNotice: vi.fn(),
    goToLogin: vi.fn(),
  };
  const machine = registrationMachine.provide({
    actors: {
      isPhoneRegistered: fromPromise(({ input }) => calls.isPhoneRegistered(input)),
      isUsernameRegistered: fromPromise(({ input }) => calls.isUsernameRegistered(input)),
      isEmailRegistered: fromPromise(({ input }) => calls.isEmailRegistered(input)),
      checkCode: fromPromise(({ input }) => calls.checkCode(input)),
      register: fromPromise(({ input }) => calls.register(input)),
    },
    actions,
  });
  const actor = createActor(machine, { input: { values }, clock: new SimulatedClock() });
  actor.start();
  return { actor, calls, actions };
}

const paramsOf = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[0]?.[1];
const errorsOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.errors;

describe('registration rules (spec §5)', () => {
  const check = (
    field: Parameters<typeof registrationFieldError>[0],
    values: Partial<RegistrationValues>,
  ) => registrationFieldError(field, { ...VALID, ...values });

  it.each([
    ['', 'phoneEmpty'],
    ['138 0013 8000', 'phoneNotNumeric'],
    ['1380013800a', 'phoneNotNumeric'],
    ['1380013800', 'phoneFormat'],
    ['11800138000', 'phoneFormat'],
    ['13800138000', undefined],
  ])('phone %j → %s', (phone, error) => expect(check('phone', { phone })).toBe(error));

  it.each([
    ['91234567', undefined],
    ['81234567', undefined],
    ['71234567', 'phoneFormat'],
    ['9123456', 'phoneFormat'],
    ['912345678', 'phoneFormat'],
    ['13800138000', 'phoneFormat'],
    ['9123 4567', 'phoneNotNumeric'],
  ])('a +65 phone %j → %s (8 digits from 8 or 9)', (phone, error) =>
    expect(check('phone', { areaCode: '65', phone })).toBe(error),
  );

  it('the phone already used is its own message', () => {
    expect(registrationFieldError('phone', VALID, { phone: 'used' })).toBe('phoneUsed');
    expect(registrationFieldError('phone', VALID, { phone: 'available' })).toBeUndefined();
  });

  it.each([
    ['', 'codeEmpty'],
    ['  ', 'codeEmpty'],
    ['1234', undefined],
  ])('code %j → %s', (code, error) => expect(check('code', { code })).toBe(error));

  it.each([
    ['', 'usernameEmpty'],
    ['张三', 'usernameChinese'],
    ['alice王', 'usernameChinese'],
    ['alice_01', undefined],
  ])('username %j → %s', (username, error) => expect(check('username', { username })).toBe(error));

  it('a used username is its own message, after the local rules', () => {
    expect(registrationFieldError('username', VALID, { username: 'used' })).toBe('usernameUsed');
    expect(
      registrationFieldError('username', { ...VALID, username: '张三' }, { username: 'used' }),
    ).toBe('usernameChinese');
  });

  it.each([
    [{ password: '' }, 'password', 'passwordEmpty'],
    [{ confirm: '' }, 'confirm', 'confirmEmpty'],
    [{ confirm: 'secret2' }, 'confirm', 'passwordsDiffer'],
    [{ password: 'other' }, 'confirm', 'passwordsDiffer'],
  ] as const)('%j: %s → %s', (values, field, error) => expect(check(field, values)).toBe(error));

  it('company, nickname and email are optional; a given email must look like one', () => {
    expect(check('company', { company: '' })).toBeUndefined();
    expect(check('nickname', { nickname: '' })).toBeUndefined();
    expect(check('email', { email: '' })).toBeUndefined();
    expect(check('email', { email: '   ' })).toBeUndefined();
    expect(check('email', { email: 'alice@' })).toBe('emailFormat');
    expect(registrationFieldError('email', VALID, { email: 'used' })).toBe('emailUsed');
  });

  it('the agreement must be ticked', () => {
    expect(check('agree', { agree: false })).toBe('notAgreed');
    expect(check('agree', { agree: true })).toBeUndefined();
  });

  it('a valid form has no errors', () => {
    expect(registrationErrors({ values: VALID, errors: {}, availability: {} })).toEqual({});
  });
});

describe('registrationMachine: messages', () => {
  it('shows a field message on blur, not before', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'phone', value: '12' });
    expect(errorsOf(actor).phone).toBeUndefined();
    actor.send({ type: 'BLUR', field: 'phone' });
    expect(errorsOf(actor).phone).toBe('phoneFormat');
  });

  it('a shown phone message follows the area code', () => {
    const { actor } = start({ phone: '91234567' });
    actor.send({ type: 'BLUR', field: 'phone' });
    expect(errorsOf(actor).phone).toBe('phoneFormat');
    actor.send({ type: 'SET_AREA_CODE', areaCode: '65' });
    expect(errorsOf(actor).phone).toBeUndefined();
    // As with a changed value, a message put right shows again at the next blur.
    actor.send({ type: 'SET_AREA_CODE', areaCode: '86' });
    expect(errorsOf(actor).phone).toBeUndefined();
    actor.send({ type: 'BLUR', field: 'phone' });
    expect(errorsOf(actor).phone).toBe('phoneFormat');
  });

  it('a shown message follows the value as it changes', () => {
    const { actor } = start();
    actor.send({ type: 'BLUR', field: 'phone' });
    expect(errorsOf(actor).phone).toBe('phoneEmpty');
    actor.send({ type: 'CHANGE', field: 'phone', value: 'abc' });
    expect(errorsOf(actor).phone).toBe('phoneNotNumeric');
    actor.send({ type: 'CHANGE', field: 'phone', value: '13800138000' });
    expect(errorsOf(actor).phone).toBeUndefined();
  });

  it('the confirmation message follows the password too', () => {
    const { actor } = start({ password: 'secret', confirm: 'secre' });
    actor.send({ type: 'BLUR', field: 'confirm' });
    expect(errorsOf(actor).confirm).toBe('passwordsDiffer');
    actor.send({ type: 'CHANGE', field: 'password', value: 'secre' });
    expect(errorsOf(actor).confirm).toBeUndefined();
  });

  it('unticking the agreement after a submit shows "not agreed" again', () => {
    const { actor } = start({ ...VALID, agree: false }, { checkCode: new Error('x') });
    actor.send({ type: 'SUBMIT' });
    expect(errorsOf(actor).agree).toBe('notAgreed');
    actor.send({ type: 'SET_AGREE', agree: true });
    expect(errorsOf(actor).agree).toBeUndefined();
    actor.send({ type: 'SET_AGREE', agree: false });
    expect(errorsOf(actor).agree).toBe('notAgreed');
  });

  it('an invalid submit shows every message and calls nothing', () => {
    const { actor, calls } = start({ username: '张三' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(errorsOf(actor)).toEqual({
      phone: 'phoneEmpty',
      code: 'codeEmpty',
      username: 'usernameChinese',
      password: 'passwordEmpty',
      confirm: 'confirmEmpty',
      agree: 'notAgreed',
    });
    expect(calls.checkCode).not.toHaveBeenCalled();
    expect(calls.register).not.toHaveBeenCalled();
  });
});

describe('registrationMachine: availability checks', () => {
  it.each([
    ['phone', 'isPhoneRegistered', '13800138000', 'phoneUsed'],
    ['username', 'isUsernameRegistered', 'alice', 'usernameUsed'],
    ['email', 'isEmailRegistered', 'alice@example.com', 'emailUsed'],
  ] as const)('%s: blur asks %s; used → %s', async (field, actorName, value, error) => {
    const { actor, calls } = start(VALID, { used: { [field]: true } });
    actor.send({ type: 'BLUR', field });
    await flush();
    expect(calls[actorName]).toHaveBeenCalledWith({ value });
    expect(actor.getSnapshot().context.availability[field]).toBe('used');
    expect(errorsOf(actor)[field]).toBe(error);
  });

  it('available is shown as such, with no message', async () => {
    const { actor } = start(VALID, { used: { username: false } });
    actor.send({ type: 'BLUR', field: 'username' });
    await flush();
    expect(actor.getSnapshot().context.availability.username).toBe('available');
    expect(errorsOf(actor).username).toBeUndefined();
  });

  it('does not ask about a value that fails the local rules, nor an empty email', async () => {
    const { actor, calls } = start({ phone: '123', username: '张三', email: '' });
    actor.send({ type: 'BLUR', field: 'phone' });
    actor.send({ type: 'BLUR', field: 'username' });
    actor.send({ type: 'BLUR', field: 'email' });
    await flush();
    expect(calls.isPhoneRegistered).not.toHaveBeenCalled();
    expect(calls.isUsernameRegistered).not.toHaveBeenCalled();
    expect(calls.isEmailRegistered).not.toHaveBeenCalled();
    expect(errorsOf(actor)).toEqual({ phone: 'phoneFormat', username: 'usernameChinese' });
  });

  it('runs the three checks side by side', () => {
    const { actor } = start(VALID, { slowChecks: true });
    actor.send({ type: 'BLUR', field: 'phone' });
    actor.send({ type: 'BLUR', field: 'username' });
    actor.send({ type: 'BLUR', field: 'email' });
    expect(actor.getSnapshot().value).toEqual({
      editing: { phoneCheck: 'checking', usernameCheck: 'checking', emailCheck: 'checking' },
    });
  });

  it('a change cancels the running check of that field and forgets its answer', async () => {
    const { actor } = start(VALID, { used: { username: true } });
    actor.send({ type: 'BLUR', field: 'username' });
    await flush();
    expect(errorsOf(actor).username).toBe('usernameUsed');
    actor.send({ type: 'CHANGE', field: 'username', value: 'alice2' });
    expect(actor.getSnapshot().context.availability.username).toBeUndefined();
    expect(errorsOf(actor).username).toBeUndefined();
    expect(actor.getSnapshot().context.values.username).toBe('alice2');
    const slow = start(VALID, { slowChecks: true });
    slow.actor.send({ type: 'BLUR', field: 'phone' });
    slow.actor.send({ type: 'CHANGE', field: 'phone', value: '13900139000' });
    expect(slow.actor.getSnapshot().matches({ editing: { phoneCheck: 'idle' } })).toBe(true);
    expect(slow.actor.getSnapshot().context.values.phone).toBe('13900139000');
  });

  it.each([
    ['phone', '13900139000'],
    ['email', 'bob@example.com'],
  ] as const)(
    'a change of the %s forgets its answer and keeps the others',
    async (field, value) => {
      const { actor } = start(VALID, { used: { [field]: true, username: true } });
      actor.send({ type: 'BLUR', field });
      actor.send({ type: 'BLUR', field: 'username' });
      await flush();
      actor.send({ type: 'CHANGE', field, value });
      expect(actor.getSnapshot().context.availability).toEqual({ username: 'used' });
      expect(errorsOf(actor)).toEqual({ username: 'usernameUsed' });
    },
  );

  it('a blur asks about that field only, and not about an email of spaces', async () => {
    const { actor, calls } = start({ ...VALID, email: '   ' });
    actor.send({ type: 'BLUR', field: 'username' });
    actor.send({ type: 'BLUR', field: 'email' });
    await flush();
    expect(calls.isUsernameRegistered).toHaveBeenCalledExactlyOnceWith({ value: 'alice' });
    expect(calls.isPhoneRegistered).not.toHaveBeenCalled();
    expect(calls.isEmailRegistered).not.toHaveBeenCalled();
  });

  it('a change of another field leaves a running check alone', () => {
    const { actor } = start(VALID, { slowChecks: true });
    actor.send({ type: 'BLUR', field: 'phone' });
    actor.send({ type: 'CHANGE', field: 'username', value: 'alice2' });
    expect(actor.getSnapshot().matches({ editing: { phoneCheck: 'checking' } })).toBe(true);
    expect(actor.getSnapshot().context.values.username).toBe('alice2');
  });

  it('a failed check leaves the field unknown (the client warned)', async () => {
    const { actor } = start(VALID, { used: { email: new Error('network') } });
    actor.send({ type: 'BLUR', field: 'email' });
    await flush();
    expect(actor.getSnapshot().context.availability.email).toBeUndefined();
    expect(actor.getSnapshot().matches({ editing: { emailCheck: 'idle' } })).toBe(true);
  });

  it('a used username blocks the submit', async () => {
    const { actor, calls } = start(VALID, { used: { username: true } });
    actor.send({ type: 'BLUR', field: 'username' });
    await flush();
    actor.send({ type: 'SUBMIT' });
    expect(calls.checkCode).not.toHaveBeenCalled();
    expect(errorsOf(actor).username).toBe('usernameUsed');
  });
});

describe('registrationMachine: submit', () => {
  it('verifies the code, registers with the values trimmed, shows the notice and goes to login', async () => {
    const { actor, calls, actions } = start({
      ...VALID,
      username: ' alice ',
      phone: '13800138000 ',
      code: ' 123456 ',
      company: ' ACME ',
      nickname: ' Al ',
      email: ' alice@example.com ',
    });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    await flush();
    expect(calls.checkCode).toHaveBeenCalledWith({ phone: '13800138000', code: '123456' });
    expect(calls.register).toHaveBeenCalledWith({
      areaCode: '86',
      phone: '13800138000',
      code: '123456',
      username: 'alice',
      password: 'secret',
      company: 'ACME',
      nickname: 'Al',
      email: 'alice@example.com',
      agree: true,
    });
    expect(actions.showRegisteredNotice).toHaveBeenCalledOnce();
    expect(actions.goToLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('registers a Singapore number with its area code', async () => {
    const { actor, calls } = start({ ...VALID, areaCode: '65', phone: '91234567' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    await flush();
    expect(calls.register).toHaveBeenCalledWith(
      expect.objectContaining({ areaCode: '65', phone: '91234567' }),
    );
  });

  it('code 0 from the code check: error dialog, submit stops', async () => {
    const { actor, calls, actions } = start(VALID, { checkCode: { code: 0 } });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actions.showCodeErrorDialog).toHaveBeenCalledOnce();
    expect(calls.register).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('a registration failure warns with the server message and keeps the form', async () => {
    const { actor, actions } = start(VALID, { register: { code: 0, msg: '用户名已存在' } });
    actor.send({ type: 'SUBMIT' });
    await flush();
    await flush();
    expect(paramsOf(actions.warnRegistrationFailed)).toEqual({ message: '用户名已存在' });
    expect(actions.goToLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(VALID);
  });

  it.each([
    ['checkCode', { checkCode: new Error('network') }],
    ['register', { register: new Error('network') }],
  ] as const)(
    'a failed %s call gives the form back (the client warned)',
    async (_name, results) => {
      const { actor, actions } = start(VALID, results);
      actor.send({ type: 'SUBMIT' });
      await flush();
      await flush();
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actions.warnRegistrationFailed).not.toHaveBeenCalled();
      expect(actions.showCodeErrorDialog).not.toHaveBeenCalled();
    },
  );

  it('ignores input and a second submit while submitting', async () => {
    const { actor, calls } = start(VALID);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'username', value: 'bob' });
    await flush();
    await flush();
    expect(calls.checkCode).toHaveBeenCalledOnce();
    expect(calls.register).toHaveBeenCalledOnce();
    expect(calls.register.mock.calls[0]?.[0].username).toBe('alice');
  });
});
