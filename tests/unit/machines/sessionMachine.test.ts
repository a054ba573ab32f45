import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { sessionMachine } from '../../../machines/sessionMachine';
import { isLoggedIn } from '../../../machines/sessionRules';
import type {
  AutoLoginResult,
  SavedLogin,
  SessionInput,
  ShopTokenResult,
  UserInfoResult,
} from '../../../machines/sessionTypes';
import { LOGIN_REDIRECT_MS, UNAUTHORIZED_RELOAD_MS } from '../../../src/domain/timings';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const ALICE = { username: 'alice', nickname: 'Alice' };
const SAVED: SavedLogin = { username: 'alice', password: '5ebe2294ecd0e0f08eab7690d2a6ee69' };
const LOGGED_IN: SessionInput = { token: 'tok', user: ALICE };

type Outcome<T> = T | Error;
const settle = async <T>(outcome: Outcome<T>): Promise<T> => {
  if (outcome instanceof Error) throw outcome;
  return outcome;
};

function start(
  input: SessionInput,
  results: {
    userInfo?: Outcome<UserInfoResult>;
    tokenCheck?: Outcome<ShopTokenResult>;
    autoLogin?: Outcome<AutoLoginResult>;
    logout?: Outcome<unknown>;
  } = {},
) {
  const clock = new SimulatedClock();
  const calls = {
    getUserInfo: vi.fn((_input: { token: string }) => settle(results.userInfo ?? { code: 1 })),
    tokenCheck: vi.fn((_input: { token: string }) =>
      settle(results.tokenCheck ?? { statuscode: 0 }),
    ),
    autoLogin: vi.fn((_input: SavedLogin) => settle(results.autoLogin ?? { code: 0 })),
    logout: vi.fn((_input: { token: string | undefined }) => settle(results.logout ?? {})),
  };
  const actions = {
    clearStoredSession: vi.fn(),
    clearSavedLogin: vi.fn(),
    storeSession: vi.fn(),
    storeShopUsername: vi.fn(),
    showLoginExpiredMessage: vi.fn(),
    reloadView: vi.fn(),
    reloadPage: vi.fn(),
    goToLogin: vi.fn(),
    goToWxUserDetail: vi.fn(),
    showShopLoginSucceeded: vi.fn(),
    goBack: vi.fn(),
  };
  // The expired prompt: open while its state lasts, closed when the state is left.
  const prompt = { opened: vi.fn(), closed: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      expiredPrompt: fromCallback(() => {
        prompt.opened();
        return () => prompt.closed();
      }),
      getUserInfo: fromPromise(({ input }) => calls.getUserInfo(input)),
      tokenCheck: fromPromise(({ input }) => calls.tokenCheck(input)),
      autoLogin: fromPromise(({ input }) => calls.autoLogin(input)),
      logout: fromPromise(({ input }) => calls.logout(input)),
    },
    actions,
  });
  const actor = createActor(machine, { clock, input });
  actor.start();
  return { actor, clock, calls, actions, prompt };
}

const paramsOf = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[0]?.[1];

describe('sessionMachine: login state', () => {
  it('is logged in from the stored token and user', () => {
    const { actor } = start(LOGGED_IN);
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(ALICE);
  });

  it('is logged out without a stored token, whatever user is stored', () => {
    const { actor } = start({ user: ALICE, hasWxCode: true });
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ user: undefined, hasWxCode: false });
  });

  it('a saved login counts only while auto-login is on', () => {
    expect(start({ savedLogin: SAVED }).actor.getSnapshot().context).toMatchObject({
      autoLogin: false,
      savedLogin: undefined,
    });
    expect(start({ autoLogin: true }).actor.getSnapshot().context.autoLogin).toBe(false);
    expect(
      start({ autoLogin: true, savedLogin: SAVED }).actor.getSnapshot().context.savedLogin,
    ).toEqual(SAVED);
  });

  it('LOGIN_SUCCEEDED logs in, remembering auto-login and the messaging-app origin', () => {
    const { actor } = start({});
    actor.send({ type: 'LOGIN_SUCCEEDED', token: 't', user: ALICE, savedLogin: SAVED });
    expect(actor.getSnapshot().context).toMatchObject({
      token: 't',
      user: ALICE,
      autoLogin: true,
      savedLogin: SAVED,
      hasWxCode: false,
    });
    actor.send({ type: 'LOGIN_SUCCEEDED', token: 'w', user: ALICE, viaMessagingApp: true });
    expect(actor.getSnapshot().context).toMatchObject({ hasWxCode: true, autoLogin: false });
  });

  it('USER_UPDATED shows the new names of a logged-in user, and is ignored when logged out', () => {
    const renamed = { username: 'alice', nickname: 'Alice Liddell' };
    const { actor } = start(LOGGED_IN);
    actor.send({ type: 'USER_UPDATED', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    const loggedOut = start({}).actor;
    loggedOut.send({ type: 'USER_UPDATED', user: renamed });
    expect(loggedOut.getSnapshot().context.user).toBeUndefined();
  });

  it('SESSION_CLEARED (the login screen opened) logs out without effects', () => {
    const { actor, actions } = start(LOGGED_IN);
    actor.send({ type: 'SESSION_CLEARED' });
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(false);
    expect(actions.goToLogin).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: session check on route change', () => {
  it('checks the user info on a route change when a token exists', async () => {
    const { actor, calls } = start(LOGGED_IN, {
      userInfo: { code: 1, username: 'alice', nickname: 'Ally' },
    });
    actor.send({ type: 'ROUTE_CHANGED', path: '/storePage' });
    expect(actor.getSnapshot().value).toEqual({ live: 'checkingUser' });
    await flush();
    expect(calls.getUserInfo).toHaveBeenCalledWith({ token: 'tok' });
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
    expect(actor.getSnapshot().context.user).toEqual({ username: 'alice', nickname: 'Ally' });
  });

  it('never checks on the login path, nor without a token', () => {
    const loggedIn = start(LOGGED_IN);
    loggedIn.actor.send({ type: 'ROUTE_CHANGED', path: '/loginn' });
    expect(loggedIn.actor.getSnapshot().value).toEqual({ live: 'idle' });
    const loggedOut = start({});
    loggedOut.actor.send({ type: 'ROUTE_CHANGED', path: '/storePage' });
    expect(loggedOut.actor.getSnapshot().value).toEqual({ live: 'idle' });
    expect(loggedIn.calls.getUserInfo).not.toHaveBeenCalled();
    expect(loggedOut.calls.getUserInfo).not.toHaveBeenCalled();
  });

  it('code 2: prompt, stored session cleared, view reloaded; confirming goes to login', async () => {
    const { actor, actions, prompt } = start(LOGGED_IN, { userInfo: { code: 2 } });
    actor.send({ type: 'ROUTE_CHANGED', path: '/buyTab' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ live: 'sessionExpired' });
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(false);
    expect(actions.clearStoredSession).toHaveBeenCalledOnce();
    expect(prompt.opened).toHaveBeenCalledOnce();
    expect(actions.reloadView).toHaveBeenCalledOnce();
    expect(actions.goToLogin).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM_EXPIRED', returnTo: '/buyTab?status=4' });
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
    expect(actions.goToLogin).toHaveBeenCalledOnce();
    // Login comes back to the page the prompt was shown on.
    expect(actions.goToLogin.mock.calls[0]?.[1]).toEqual({ returnTo: '/buyTab?status=4' });
    expect(prompt.closed).toHaveBeenCalledOnce();
  });

  it('closes the expired prompt when the session leaves it another way (a 401)', async () => {
    const { actor, prompt } = start(LOGGED_IN, { userInfo: { code: 2 } });
    actor.send({ type: 'ROUTE_CHANGED', path: '/buyTab' });
    await flush();
    expect(prompt.opened).toHaveBeenCalledOnce();
    expect(prompt.closed).not.toHaveBeenCalled();
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(prompt.closed).toHaveBeenCalledOnce();
  });

  it('cancelling the expired prompt stays on the page, logged out', async () => {
    const { actor, actions } = start(LOGGED_IN, { userInfo: { code: 2 } });
    actor.send({ type: 'ROUTE_CHANGED', path: '/buyTab' });
    await flush();
    actor.send({ type: 'DISMISS_EXPIRED' });
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
    expect(actions.goToLogin).not.toHaveBeenCalled();
  });

  it('a messaging-app user whose info lacks a username is sent to /wXuserDetail', async () => {
    const { actor, actions } = start(
      { ...LOGGED_IN, hasWxCode: true },
      { userInfo: { code: 1, nickname: 'wx-user' } },
    );
    actor.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    await flush();
    expect(actions.goToWxUserDetail).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.user?.nickname).toBe('wx-user');
  });

  it('a user without a messaging-app code is not sent there', async () => {
    const { actor, actions } = start(LOGGED_IN, { userInfo: { code: 1, nickname: 'x' } });
    actor.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    await flush();
    expect(actions.goToWxUserDetail).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a new username and nickname',
      { username: 'alice2', nickname: 'Al' },
      { username: 'alice2', nickname: 'Al' },
    ],
    [
      'a username alone, keeping the nickname',
      { username: 'alice2' },
      { username: 'alice2', nickname: 'Alice' },
    ],
    [
      'a nickname alone, keeping the username',
      { nickname: 'Al' },
      { username: 'alice', nickname: 'Al' },
    ],
    ['no names, changing nothing', {}, ALICE],
  ])('a check answering %s shows them', async (_case, names, shown) => {
    const { actor } = start(LOGGED_IN, { userInfo: { code: 1, ...names } });
    actor.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    await flush();
    expect(actor.getSnapshot().context.user).toEqual(shown);
  });

  it('a token without a stored user gets the names the check gives, and none without them', async () => {
    const named = start({ token: 'tok' }, { userInfo: { code: 1, nickname: 'Al' } });
    named.actor.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    await flush();
    expect(named.actor.getSnapshot().context.user).toEqual({ username: '', nickname: 'Al' });
    const unnamed = start({ token: 'tok' }, { userInfo: { code: 1 } });
    unnamed.actor.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    await flush();
    expect(unnamed.actor.getSnapshot().context.user).toBeUndefined();
  });

  it('a failed check keeps the session', async () => {
    const { actor } = start(LOGGED_IN, { userInfo: new Error('network') });
    actor.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
    expect(actor.getSnapshot().context.token).toBe('tok');
  });
});

describe('sessionMachine: auto-login', () => {
  const AUTO: SessionInput = { ...LOGGED_IN, autoLogin: true, savedLogin: SAVED };

  it('an expired session logs in again with the saved login, without a prompt', async () => {
    const { actor, calls, actions, prompt } = start(AUTO, {
      userInfo: { code: 2 },
      autoLogin: { code: 1, token: 'fresh', nickname: 'Alice' },
    });
    actor.send({ type: 'ROUTE_CHANGED', path: '/cartView' });
    await flush();
    await flush();
    expect(calls.autoLogin).toHaveBeenCalledWith(SAVED);
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'fresh', user: ALICE });
    expect(paramsOf(actions.storeSession)).toEqual({ token: 'fresh', user: ALICE });
    expect(prompt.opened).not.toHaveBeenCalled();
    // The route's data was loaded with the expired token: it is loaded again with the new one.
    expect(actions.reloadView).toHaveBeenCalledOnce();
  });

  it('a refused saved login is forgotten and the expired prompt appears', async () => {
    const { actor, actions, prompt } = start(AUTO, {
      userInfo: { code: 2 },
      autoLogin: { code: 0 },
    });
    actor.send({ type: 'ROUTE_CHANGED', path: '/cartView' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ live: 'sessionExpired' });
    expect(actor.getSnapshot().context).toMatchObject({ autoLogin: false, savedLogin: undefined });
    expect(actions.clearSavedLogin).toHaveBeenCalledOnce();
    expect(prompt.opened).toHaveBeenCalledOnce();
  });

  it.each([
    ['another code with a token', { code: 0, token: 'fresh' }],
    ['success without a token', { code: 1 }],
    ['success with an empty token', { code: 1, token: '' }],
  ])('an answer of %s is a refusal: no new token, the prompt', async (_case, answer) => {
    const { actor, actions, prompt } = start(AUTO, { userInfo: { code: 2 }, autoLogin: answer });
    actor.send({ type: 'ROUTE_CHANGED', path: '/cartView' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ live: 'sessionExpired' });
    expect(actor.getSnapshot().context.token).toBeUndefined();
    expect(actions.storeSession).not.toHaveBeenCalled();
    expect(prompt.opened).toHaveBeenCalledOnce();
  });

  it('a failed auto-login call keeps the saved login and prompts', async () => {
    const { actor, actions } = start(AUTO, {
      userInfo: { code: 2 },
      autoLogin: new Error('timeout'),
    });
    actor.send({ type: 'ROUTE_CHANGED', path: '/cartView' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ live: 'sessionExpired' });
    expect(actor.getSnapshot().context.savedLogin).toEqual(SAVED);
    expect(actions.clearSavedLogin).not.toHaveBeenCalled();
  });

  it('a returning visitor without a token is logged in on the first route change', async () => {
    const { actor, calls } = start(
      { autoLogin: true, savedLogin: SAVED },
      { autoLogin: { code: 1, token: 'fresh' } },
    );
    actor.send({ type: 'ROUTE_CHANGED', path: '/loginn' });
    expect(calls.autoLogin).not.toHaveBeenCalled();
    actor.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    await flush();
    expect(calls.autoLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.token).toBe('fresh');
    // The saved username stands in for the names the answer did not carry.
    expect(actor.getSnapshot().context.user).toEqual({ username: 'alice', nickname: 'alice' });
  });
});

describe('sessionMachine: shop token check', () => {
  it('statuscode 0 is valid and stores the username', async () => {
    const { actor, calls, actions } = start(LOGGED_IN, {
      tokenCheck: { statuscode: 0, username: 'alice' },
    });
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    await flush();
    expect(calls.tokenCheck).toHaveBeenCalledWith({ token: 'tok' });
    expect(paramsOf(actions.storeShopUsername)).toEqual({ username: 'alice' });
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(true);
  });

  it('statuscode 0 without a username names nobody', async () => {
    const { actor, actions } = start(LOGGED_IN, { tokenCheck: { statuscode: 0 } });
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    await flush();
    expect(paramsOf(actions.storeShopUsername)).toEqual({ username: '' });
  });

  it.each([1, 2])('statuscode %i: message, then login after 2 s', async (statuscode) => {
    const { actor, clock, actions } = start(LOGGED_IN, { tokenCheck: { statuscode } });
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ live: 'shopTokenExpired' });
    expect(actions.showLoginExpiredMessage).toHaveBeenCalledOnce();
    expect(actions.clearStoredSession).toHaveBeenCalledOnce();
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(false);
    clock.increment(LOGIN_REDIRECT_MS - 1);
    expect(actions.goToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actions.goToLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
  });

  it('statuscode 3: the message only', async () => {
    const { actor, clock, actions } = start(LOGGED_IN, { tokenCheck: { statuscode: 3 } });
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    await flush();
    expect(actions.showLoginExpiredMessage).toHaveBeenCalledOnce();
    clock.increment(LOGIN_REDIRECT_MS * 2);
    expect(actions.goToLogin).not.toHaveBeenCalled();
    expect(actions.clearStoredSession).not.toHaveBeenCalled();
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(true);
  });

  it('is not run without a token', () => {
    const { actor, calls } = start({});
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
    expect(calls.tokenCheck).not.toHaveBeenCalled();
  });

  it('statuscode 0 of its own token says nothing and stays (shop-and-shell §4)', async () => {
    const { actor, actions } = start(LOGGED_IN, {
      tokenCheck: { statuscode: 0, username: 'alice' },
    });
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    await flush();
    expect(actions.showShopLoginSucceeded).not.toHaveBeenCalled();
    expect(actions.goBack).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: a shop screen opened by a route change runs both checks', () => {
  it('the route change during the shop token check checks the user once the shop answered', async () => {
    const { actor, calls } = start(LOGGED_IN, { tokenCheck: { statuscode: 0, username: 'alice' } });
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    actor.send({ type: 'ROUTE_CHANGED', path: '/storePage' });
    expect(calls.getUserInfo).not.toHaveBeenCalled();
    await flush();
    expect(calls.tokenCheck).toHaveBeenCalledOnce();
    expect(calls.getUserInfo).toHaveBeenCalledWith({ token: 'tok' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
  });

  it('the shop screen during the session check checks the shop token once the user is known', async () => {
    const { actor, calls } = start(LOGGED_IN, { userInfo: { code: 1, ...ALICE } });
    actor.send({ type: 'ROUTE_CHANGED', path: '/storePage' });
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    expect(calls.tokenCheck).not.toHaveBeenCalled();
    await flush();
    expect(calls.getUserInfo).toHaveBeenCalledOnce();
    expect(calls.tokenCheck).toHaveBeenCalledWith({ token: 'tok' });
  });

  it('no waiting check runs once the first one ended the session', async () => {
    const { actor, calls } = start(LOGGED_IN, { userInfo: { code: 2 } });
    actor.send({ type: 'ROUTE_CHANGED', path: '/storePage' });
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    await flush();
    actor.send({ type: 'DISMISS_EXPIRED' });
    await flush();
    expect(calls.tokenCheck).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
  });

  it('a route change to the login page during the shop check asks nothing more', async () => {
    const { actor, calls } = start(LOGGED_IN);
    actor.send({ type: 'CHECK_SHOP_TOKEN' });
    actor.send({ type: 'ROUTE_CHANGED', path: '/loginn' });
    await flush();
    expect(calls.getUserInfo).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: a shop token handed over (content-and-profile §4 "Token check")', () => {
  it('statuscode 0: stores the username and the token, says so and goes back', async () => {
    const { actor, calls, actions } = start({}, { tokenCheck: { statuscode: 0, username: 'bob' } });
    actor.send({ type: 'SHOP_TOKEN_HANDED', token: 'handed' });
    await flush();
    expect(calls.tokenCheck).toHaveBeenCalledWith({ token: 'handed' });
    const bob = { username: 'bob', nickname: 'bob' };
    expect(paramsOf(actions.storeSession)).toEqual({ token: 'handed', user: bob });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'handed', user: bob });
    expect(actions.showShopLoginSucceeded).toHaveBeenCalledOnce();
    expect(actions.goBack).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.handedToken).toBeUndefined();
  });

  it('keeps the nickname of the user already logged in', async () => {
    const { actor } = start(LOGGED_IN, { tokenCheck: { statuscode: 0, username: 'alice' } });
    actor.send({ type: 'SHOP_TOKEN_HANDED', token: 'handed' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ token: 'handed', user: ALICE });
  });

  it.each([1, 2])('statuscode %i: the expired message and login, no going back', async (code) => {
    const { actor, clock, actions } = start({}, { tokenCheck: { statuscode: code } });
    actor.send({ type: 'SHOP_TOKEN_HANDED', token: 'handed' });
    await flush();
    expect(actions.showLoginExpiredMessage).toHaveBeenCalledOnce();
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(false);
    clock.increment(LOGIN_REDIRECT_MS);
    expect(actions.goToLogin).toHaveBeenCalledOnce();
    expect(actions.goBack).not.toHaveBeenCalled();
    expect(actions.showShopLoginSucceeded).not.toHaveBeenCalled();
  });

  it('statuscode 3: the message only, and the handed token is not kept', async () => {
    const { actor, actions } = start({}, { tokenCheck: { statuscode: 3 } });
    actor.send({ type: 'SHOP_TOKEN_HANDED', token: 'handed' });
    await flush();
    expect(actions.showLoginExpiredMessage).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({ token: undefined, handedToken: undefined });
    expect(actions.goBack).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: logout', () => {
  it.each([
    ['succeeds', {}],
    ['fails', new Error('500')],
  ])(
    'when the call %s: clears everything, turns auto-login off, goes to login',
    async (_how, result) => {
      const { actor, calls, actions } = start(
        { ...LOGGED_IN, autoLogin: true, savedLogin: SAVED },
        { logout: result },
      );
      actor.send({ type: 'LOGOUT' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await flush();
      expect(calls.logout).toHaveBeenCalledOnce();
      expect(actor.getSnapshot().value).toEqual({ live: 'idle' });
      expect(actor.getSnapshot().context).toEqual({
        token: undefined,
        user: undefined,
        hasWxCode: false,
        autoLogin: false,
        savedLogin: undefined,
      });
      expect(actions.clearStoredSession).toHaveBeenCalledOnce();
      expect(actions.clearSavedLogin).toHaveBeenCalledOnce();
      expect(actions.goToLogin).toHaveBeenCalledOnce();
    },
  );
});

describe('sessionMachine: HTTP 401', () => {
  it('reloads the page 3 s later, once, whatever was running', async () => {
    const { actor, clock, actions } = start(LOGGED_IN);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('unauthorized');
    clock.increment(2_000);
    actor.send({ type: 'UNAUTHORIZED' });
    clock.increment(UNAUTHORIZED_RELOAD_MS - 2_000 - 1);
    expect(actions.reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actions.reloadPage).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
    await flush();
    expect(actions.goToLogin).not.toHaveBeenCalled();
  });

  it('ends the session at once: stored values cleared, logged out before the reload', () => {
    const { actor, actions } = start(LOGGED_IN);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actions.clearStoredSession).toHaveBeenCalledOnce();
    expect(actions.reloadPage).not.toHaveBeenCalled();
    expect(isLoggedIn(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().context.user).toBeUndefined();
  });
});

describe('sessionMachine: the session a handed shop token makes', () => {
  it('is not a messaging-app login: a user info without a username sends nobody to its details', async () => {
    const { actor, actions } = start(
      {},
      { tokenCheck: { statuscode: 0, username: 'bob' }, userInfo: { code: 1, nickname: 'Bob' } },
    );
    actor.send({ type: 'SHOP_TOKEN_HANDED', token: 'handed' });
    await flush();
    actor.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    await flush();
    expect(actions.goToWxUserDetail).not.toHaveBeenCalled();
  });

  it('of a token naming nobody has no names', async () => {
    const { actor } = start({}, { tokenCheck: { statuscode: 0 } });
    actor.send({ type: 'SHOP_TOKEN_HANDED', token: 'handed' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      token: 'handed',
      user: { username: '', nickname: '' },
    });
  });
});
