import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { wxCodeLoginMachine } from '../../../machines/wxCodeLoginMachine';
import type { WxCodeLoginResult } from '../../../machines/wxCodeLoginRules';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function run(answer: (input: { code: string }) => Promise<WxCodeLoginResult>) {
  const logIn = vi.fn(answer);
  const effects = { storeLogin: vi.fn(), goOn: vi.fn(), showLoginFailed: vi.fn() };
  const actor = createActor(
    wxCodeLoginMachine.provide({
      actors: { logIn: fromPromise(({ input }) => logIn(input)) },
      actions: effects,
    }),
    { input: { code: 'abc123' } },
  );
  actor.start();
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await flush();
  return { actor, logIn, effects };
}

describe('wxCodeLoginMachine', () => {
  it('exchanges the code once and stores the login with the code', async () => {
    const { actor, logIn, effects } = await run(async () => ({
      code: 1,
      token: 't1',
      username: 'demo',
      nickname: 'Demo',
    }));
    expect(logIn).toHaveBeenCalledExactlyOnceWith({ code: 'abc123' });
    expect(effects.storeLogin.mock.calls[0]?.[1]).toEqual({
      code: 'abc123',
      token: 't1',
      username: 'demo',
      nickname: 'Demo',
    });
    expect(effects.goOn.mock.calls[0]?.[1]).toEqual({ needsDetails: false });
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('sends a user without a username to complete the profile', async () => {
    const { effects } = await run(async () => ({
      code: 1,
      token: 't2',
      username: '',
      nickname: '微信用户0001',
    }));
    expect(effects.goOn.mock.calls[0]?.[1]).toEqual({ needsDetails: true });
    expect(effects.storeLogin.mock.calls[0]?.[1]).toMatchObject({ nickname: '微信用户0001' });
  });

  it('a user the server names not at all is stored without a name, to complete the profile', async () => {
    const { effects } = await run(async () => ({ code: 1, token: 't4' }));
    expect(effects.storeLogin.mock.calls[0]?.[1]).toEqual({
      code: 'abc123',
      token: 't4',
      username: '',
      nickname: '',
    });
    expect(effects.goOn.mock.calls[0]?.[1]).toEqual({ needsDetails: true });
  });

  it('shows "login failed" for a refused or tokenless answer', async () => {
    const refused = await run(async () => ({ code: 0, msg: 'login failed: used code' }));
    expect(refused.effects.showLoginFailed.mock.calls[0]?.[1]).toEqual({
      message: 'login failed: used code',
    });
    expect(refused.effects.storeLogin).not.toHaveBeenCalled();
    const refusedWithToken = await run(async () => ({ code: 0, token: 't3' }));
    expect(refusedWithToken.effects.showLoginFailed).toHaveBeenCalledOnce();
    expect(refusedWithToken.effects.storeLogin).not.toHaveBeenCalled();
    const tokenless = await run(async () => ({ code: 1 }));
    expect(tokenless.effects.showLoginFailed).toHaveBeenCalledOnce();
    expect(tokenless.actor.getSnapshot().value).toBe('failed');
  });

  it('stops quietly when the call fails (the HTTP client warned)', async () => {
    const { actor, effects } = await run(async () => {
      throw new Error('network');
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.showLoginFailed).not.toHaveBeenCalled();
  });
});
