import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { loginMachine } from '../../../machines/loginMachine';
import {
  DEFAULT_LOGIN_TARGET,
  type LoginCredentials,
  type LoginInput,
  type LoginResult,
} from '../../../machines/loginRules';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: LoginInput = {}, result: LoginResult | Error = { code: 1, token: 'tok' }) {
  const login = vi.fn(async (_credentials: LoginCredentials): Promise<LoginResult> => {
    if (result instanceof Error) throw result;
    return result;
  });
  const actions = {
    clearStoredSession: vi.fn(),
    showInvalidFormDialog: vi.fn(),
    showIncorrectDialog: vi.fn(),
    storeToken: vi.fn(),
    storeUser: vi.fn(),
    saveLoginJson: vi.fn(),
    forgetLoginJson: vi.fn(),
    goToTarget: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: { login: fromPromise(({ input }) => login(input)) },
    actions,
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() });
  actor.start();
  return { actor, login, actions };
}

/** The second argument an action stub was called with: its params. */
const paramsOf = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[0]?.[1];

function fill(actor: ReturnType<typeof start>['actor'], username: string, password: string) {
  actor.send({ type: 'CHANGE_USERNAME', value: username });
  actor.send({ type: 'CHANGE_PASSWORD', value: password });
}

describe('loginMachine', () => {
  it('clears the stored session when the screen opens', () => {
    const { actions } = start();
    expect(actions.clearStoredSession).toHaveBeenCalledOnce();
  });

  it('starts with the stored auto-login flag and the home page as target', () => {
    expect(start({ autoLogin: true }).actor.getSnapshot().context).toMatchObject({
      autoLogin: true,
      target: DEFAULT_LOGIN_TARGET,
      mode: 'password',
    });
    expect(start().actor.getSnapshot().context.autoLogin).toBe(false);
  });

  describe('username required', () => {
    it('shows the message on blur of an empty (or blank) username', () => {
      const { actor } = start();
      actor.send({ type: 'BLUR_USERNAME' });
      expect(actor.getSnapshot().context.errors.username).toBe('usernameRequired');
      actor.send({ type: 'CHANGE_USERNAME', value: '  ' });
      actor.send({ type: 'BLUR_USERNAME' });
      expect(actor.getSnapshot().context.errors.username).toBe('usernameRequired');
    });

    it('does not show it before the first blur, and clears it once filled', () => {
      const { actor } = start();
      actor.send({ type: 'CHANGE_USERNAME', value: '' });
      expect(actor.getSnapshot().context.errors.username).toBeUndefined();
      actor.send({ type: 'BLUR_USERNAME' });
      actor.send({ type: 'CHANGE_USERNAME', value: 'alice' });
      expect(actor.getSnapshot().context.errors.username).toBeUndefined();
    });
  });

  describe('password required unless focused', () => {
    it('shows nothing while the field has focus, the message when it loses it empty', () => {
      const { actor } = start();
      actor.send({ type: 'FOCUS_PASSWORD' });
      actor.send({ type: 'CHANGE_PASSWORD', value: '' });
      expect(actor.getSnapshot().context.errors.password).toBeUndefined();
      actor.send({ type: 'BLUR_PASSWORD' });
      expect(actor.getSnapshot().context.errors.password).toBe('passwordRequired');
      actor.send({ type: 'FOCUS_PASSWORD' });
      expect(actor.getSnapshot().context.errors.password).toBeUndefined();
    });

    it('clears the message when a password is typed', () => {
      const { actor } = start();
      actor.send({ type: 'BLUR_PASSWORD' });
      actor.send({ type: 'CHANGE_PASSWORD', value: 'x' });
      expect(actor.getSnapshot().context.errors.password).toBeUndefined();
    });
  });

  it('a username alone does not log in: the password is empty until typed', () => {
    const { actor, login, actions } = start();
    actor.send({ type: 'CHANGE_USERNAME', value: 'alice' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.password).toBe('passwordRequired');
    expect(actions.showInvalidFormDialog).toHaveBeenCalledOnce();
    expect(login).not.toHaveBeenCalled();
  });

  it('submitting from the focused, empty password field refuses without its message', () => {
    const { actor, login, actions } = start();
    actor.send({ type: 'CHANGE_USERNAME', value: 'alice' });
    actor.send({ type: 'FOCUS_PASSWORD' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      username: undefined,
      password: undefined,
    });
    expect(actions.showInvalidFormDialog).toHaveBeenCalledOnce();
    expect(login).not.toHaveBeenCalled();
  });

  it("each field's message stays while the other field is focused or filled in", () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'FOCUS_PASSWORD' });
    expect(actor.getSnapshot().context.errors.username).toBe('usernameRequired');
    actor.send({ type: 'BLUR_PASSWORD' });
    actor.send({ type: 'CHANGE_USERNAME', value: 'alice' });
    expect(actor.getSnapshot().context.errors.password).toBe('passwordRequired');
    actor.send({ type: 'CHANGE_USERNAME', value: '' });
    actor.send({ type: 'BLUR_USERNAME' });
    actor.send({ type: 'CHANGE_PASSWORD', value: 'secret' });
    expect(actor.getSnapshot().context.errors.username).toBe('usernameRequired');
  });

  it.each([
    ['', '', { username: 'usernameRequired', password: 'passwordRequired' }],
    ['alice', '', { username: undefined, password: 'passwordRequired' }],
    ['', 'secret', { username: 'usernameRequired', password: undefined }],
  ])(
    'an invalid submit (%j, %j) shows the failed-login dialog and calls nothing',
    (u, p, errors) => {
      const { actor, login, actions } = start();
      fill(actor, u, p);
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.errors).toEqual(errors);
      expect(actions.showInvalidFormDialog).toHaveBeenCalledOnce();
      expect(login).not.toHaveBeenCalled();
    },
  );

  it('code 1: stores token and user, forgets the saved login, goes to the target', async () => {
    const { actor, login, actions } = start(
      { target: '/cartView' },
      { code: 1, token: 'tok-9', username: 'alice', nickname: 'Alice' },
    );
    fill(actor, ' alice ', 'secret');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(login).toHaveBeenCalledWith({ username: 'alice', password: 'secret' });
    expect(paramsOf(actions.storeToken)).toEqual({ token: 'tok-9' });
    expect(paramsOf(actions.storeUser)).toEqual({ username: 'alice', nickname: 'Alice' });
    expect(actions.forgetLoginJson).toHaveBeenCalledOnce();
    expect(actions.saveLoginJson).not.toHaveBeenCalled();
    expect(paramsOf(actions.goToTarget)).toEqual({ path: '/cartView' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('code 1 with auto-login on saves loginJson', async () => {
    const { actor, actions } = start({}, { code: 1, token: 'tok' });
    actor.send({ type: 'TOGGLE_AUTO_LOGIN' });
    fill(actor, 'alice', 'secret');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(paramsOf(actions.saveLoginJson)).toEqual({ username: 'alice', password: 'secret' });
    expect(actions.forgetLoginJson).not.toHaveBeenCalled();
    // Without names in the answer, the typed username stands for both.
    expect(paramsOf(actions.storeUser)).toEqual({ username: 'alice', nickname: 'alice' });
    expect(paramsOf(actions.goToTarget)).toEqual({ path: '/homePage' });
  });

  it('toggling auto-login twice turns it off again', () => {
    const { actor } = start({ autoLogin: true });
    actor.send({ type: 'TOGGLE_AUTO_LOGIN' });
    expect(actor.getSnapshot().context.autoLogin).toBe(false);
    actor.send({ type: 'TOGGLE_AUTO_LOGIN' });
    expect(actor.getSnapshot().context.autoLogin).toBe(true);
  });

  it.each([
    [{ code: 0, msg: '用户名或密码错误' }, '用户名或密码错误'],
    [{ code: 2 }, undefined],
    [{ code: 1 }, undefined],
    [{ code: 0, token: 'tok' }, undefined],
  ])('a result of %j shows the "incorrect" dialog and the form again', async (result, message) => {
    const { actor, actions } = start({}, result);
    fill(actor, 'alice', 'secret');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(paramsOf(actions.showIncorrectDialog)).toEqual({ message });
    expect(actions.storeToken).not.toHaveBeenCalled();
    expect(actions.goToTarget).not.toHaveBeenCalled();
  });

  it('a transport failure gives the form back without a dialog (the client warned)', async () => {
    const { actor, actions } = start({}, new Error('timeout'));
    fill(actor, 'alice', 'secret');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actions.showIncorrectDialog).not.toHaveBeenCalled();
  });

  it('ignores a second submit while logging in', async () => {
    const { actor, login } = start();
    fill(actor, 'alice', 'secret');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(login).toHaveBeenCalledOnce();
  });

  it('switches to the QR widget and back; the QR mode does not submit', () => {
    const { actor, login } = start();
    fill(actor, 'alice', 'secret');
    actor.send({ type: 'SWITCH_MODE' });
    expect(actor.getSnapshot().value).toBe('qrCode');
    expect(actor.getSnapshot().context.mode).toBe('qrCode');
    actor.send({ type: 'SUBMIT' });
    expect(login).not.toHaveBeenCalled();
    actor.send({ type: 'SWITCH_MODE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'password', username: 'alice' });
  });
});
