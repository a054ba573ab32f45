import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { wxRegistrationMachine } from '../../../machines/wxRegistrationMachine';
import {
  isUsernameTakenMessage,
  type WxBindInput,
  type WxBindResult,
  type WxCodeCheck,
} from '../../../machines/wxRegistrationRules';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  hasWxCode: boolean,
  answer: (input: WxBindInput) => Promise<WxBindResult> = async () => ({ code: 1 }),
) {
  const bind = vi.fn(answer);
  const effects = { updateStoredUser: vi.fn(), goHome: vi.fn() };
  const machine = wxRegistrationMachine.provide({
    actors: { bind: fromPromise(({ input }) => bind(input)) },
    actions: effects,
  });
  const actor = createActor(machine, { input: { hasWxCode } });
  actor.start();
  const fill = (username: string, password: string, confirmPassword: string) => {
    actor.send({ type: 'CHANGE', field: 'username', value: username });
    actor.send({ type: 'CHANGE', field: 'password', value: password });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: confirmPassword });
  };
  return { actor, bind, effects, fill };
}

async function startEditing(answer?: (input: WxBindInput) => Promise<WxBindResult>) {
  const started = start(true, answer);
  await flush();
  expect(started.actor.getSnapshot().value).toBe('editing');
  return started;
}

describe('wxRegistrationMachine', () => {
  it('sends a user without a stored messaging-app code home at once', async () => {
    const { actor, effects, bind } = start(false);
    await flush();
    expect(actor.getSnapshot().value).toBe('turnedAway');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.goHome).toHaveBeenCalledOnce();
    expect(bind).not.toHaveBeenCalled();
  });

  it('lets the app decide from storage instead of the input', async () => {
    const goHome = vi.fn();
    const machine = wxRegistrationMachine.provide({
      actors: {
        checkWxCode: fromPromise<WxCodeCheck, WxCodeCheck>(async () => ({ hasWxCode: false })),
      },
      actions: { goHome },
    });
    const actor = createActor(machine, { input: { hasWxCode: true } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('turnedAway');
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('sends the user home when the code cannot be read', async () => {
    const goHome = vi.fn();
    const machine = wxRegistrationMachine.provide({
      actors: {
        checkWxCode: fromPromise<WxCodeCheck, WxCodeCheck>(async () => {
          throw new Error('storage blocked');
        }),
      },
      actions: { goHome },
    });
    const actor = createActor(machine, { input: { hasWxCode: true } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('turnedAway');
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('shows the form to a user with a code and ignores typing before that is known', async () => {
    const { actor } = start(true);
    actor.send({ type: 'CHANGE', field: 'username', value: 'early' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.username).toBe('');
  });

  it('requires username, password and a matching confirmation', async () => {
    const { actor, bind, fill } = await startEditing();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      username: 'usernameRequired',
      password: 'passwordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
    fill('  ', 'secret', 'other');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      username: 'usernameRequired',
      confirmPassword: 'passwordsDiffer',
    });
    expect(bind).not.toHaveBeenCalled();
  });

  it('binds the account, updates the stored user and goes home', async () => {
    const { actor, bind, effects, fill } = await startEditing();
    fill(' neo ', 'secret', 'secret');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(bind).toHaveBeenCalledWith({
      username: 'neo',
      password: 'secret',
      verification: 'secret',
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(effects.updateStoredUser).toHaveBeenCalledWith(expect.anything(), { username: 'neo' });
    expect(effects.goHome).toHaveBeenCalledOnce();
  });

  it.each(['The user name has been registered!', 'Username already Registered', '用户名已注册'])(
    'shows "The user name has been registered!" on the username field for "%s"',
    async (msg) => {
      const { actor, effects, fill } = await startEditing(async () => ({ code: 0, msg }));
      fill('neo', 'secret', 'secret');
      actor.send({ type: 'SUBMIT' });
      await flush();
      const { value, context } = actor.getSnapshot();
      expect(value).toBe('editing');
      expect(context.errors).toEqual({ username: 'usernameTaken' });
      expect(context.failure).toBeNull();
      expect(effects.goHome).not.toHaveBeenCalled();
    },
  );

  it('shows any other refusal with the server message, or "unknown error" without one', async () => {
    expect(isUsernameTakenMessage(undefined)).toBe(false);
    const answers = [{ code: 0, msg: 'Bind failed' }, { code: 3 }];
    const { actor, fill } = await startEditing(async () => answers.shift()!);
    fill('neo', 'secret', 'secret');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'server', message: 'Bind failed' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'unknown' });
  });

  it('keeps the form with the network error when the call fails', async () => {
    const { actor, fill } = await startEditing(async () => {
      throw new Error('offline');
    });
    fill('neo', 'secret', 'secret');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'network' });
    expect(actor.getSnapshot().context.username).toBe('neo');
  });
});
