import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { changePasswordMachine } from '../../../machines/changePasswordMachine';
import type {
  ChangePasswordInput,
  ChangePasswordResult,
} from '../../../machines/changePasswordRules';
import { LOGIN_REDIRECT_MS } from '../../../src/domain/timings';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: (input: ChangePasswordInput) => Promise<ChangePasswordResult>) {
  const clock = new SimulatedClock();
  const effects = {
    focusOldPassword: vi.fn(),
    notifyPasswordChanged: vi.fn(),
    goToLogin: vi.fn(),
  };
  const changePassword = vi.fn(answer);
  const machine = changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
    actions: effects,
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, clock, effects, changePassword };
}

type Started = ReturnType<typeof start>;

function fill(actor: Started['actor'], oldPassword: string, newPassword: string, confirm: string) {
  actor.send({ type: 'CHANGE', field: 'oldPassword', value: oldPassword });
  actor.send({ type: 'CHANGE', field: 'newPassword', value: newPassword });
  actor.send({ type: 'CHANGE', field: 'confirmPassword', value: confirm });
}

describe('changePasswordMachine', () => {
  it('requires every field and sends nothing while one is empty', () => {
    const { actor, changePassword } = start(async () => ({ code: 1 }));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      oldPassword: 'oldPasswordRequired',
      newPassword: 'newPasswordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs from the new password', () => {
    const { actor, changePassword } = start(async () => ({ code: 1 }));
    fill(actor, 'old', 'new-one', 'new-two');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: 'passwordsDiffer' });
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('clears a field message as soon as that field is edited', () => {
    const { actor } = start(async () => ({ code: 1 }));
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({
      oldPassword: 'oldPasswordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
  });

  it('sends the plain passwords (the app hashes them), shows a notice and goes to login after 2 s', async () => {
    const { actor, clock, effects, changePassword } = start(async () => ({ code: 1 }));
    fill(actor, 'old', 'new', 'new');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'old', newPassword: 'new' });
    await flush();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(effects.notifyPasswordChanged).toHaveBeenCalledOnce();
    clock.increment(LOGIN_REDIRECT_MS - 1);
    expect(effects.goToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goToLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('clears and focuses the old password when the server refuses it', async () => {
    const { actor, effects } = start(async () => ({ code: 0, msg: 'bad' }));
    fill(actor, 'wrong', 'new', 'new');
    actor.send({ type: 'SUBMIT' });
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.errors).toEqual({ oldPassword: 'wrongOldPassword' });
    expect(context.oldPassword).toBe('');
    expect(context.newPassword).toBe('new');
    expect(effects.focusOldPassword).toHaveBeenCalledOnce();
    expect(effects.notifyPasswordChanged).not.toHaveBeenCalled();
  });

  it('keeps the form when the call fails, with the network error', async () => {
    const { actor, effects } = start(async () => {
      throw new Error('offline');
    });
    fill(actor, 'old', 'new', 'new');
    actor.send({ type: 'SUBMIT' });
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.failure).toEqual({ code: 'network' });
    expect(context.oldPassword).toBe('old');
    expect(effects.focusOldPassword).not.toHaveBeenCalled();
    actor.send({ type: 'CHANGE', field: 'oldPassword', value: 'old2' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('ignores edits and a second submit while the change is being sent', () => {
    const { actor, changePassword } = start(() => new Promise(() => {}));
    fill(actor, 'old', 'new', 'new');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'oldPassword', value: 'other' });
    actor.send({ type: 'SUBMIT' });
    expect(changePassword).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.oldPassword).toBe('old');
  });
});
