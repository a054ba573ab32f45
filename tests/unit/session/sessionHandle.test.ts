import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/sessionMachine';
import { LOGIN_PATH } from '../../../machines/sessionRules';
import type { SessionEvent, SessionInput } from '../../../machines/sessionTypes';
import {
  createSessionHandle,
  IGNORED_WHILE_ANONYMOUS,
  needsMachine,
  type RunningSession,
  type SessionView,
} from '../../../src/session/sessionHandle';

const demo = { username: 'demo', nickname: 'Demo' };
const saved = { username: 'demo', password: 'a'.repeat(32) };

/** A stand-in for the loaded machine: records what it receives, shows the view it is given. */
function fakeSession(initial: SessionView = { loggedIn: false, user: undefined }) {
  const received: SessionEvent[] = [];
  const listeners = new Set<() => void>();
  let view = initial;
  const session: RunningSession & { received: SessionEvent[]; show(next: SessionView): void } = {
    received,
    send: (event) => void received.push(event),
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop: vi.fn(),
    show(next) {
      view = next;
      listeners.forEach((listener) => listener());
    },
  };
  return session;
}

/** A start whose machine arrives when the test says so. */
function deferredStart() {
  const loads: { input: SessionInput; resolve(session: RunningSession): void; reject(): void }[] =
    [];
  const start = vi.fn(
    (input: SessionInput) =>
      new Promise<RunningSession>((resolve, reject) => {
        loads.push({ input, resolve, reject: () => reject(new Error('offline')) });
      }),
  );
  /** The machine of the `index`th start arrives; returns it once the handle has had its turn. */
  const arrive = async (index: number) => {
    const session = fakeSession();
    loads[index]?.resolve(session);
    await flush();
    return session;
  };
  return { start, loads, arrive };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One event of each type the app sends (the machine's own replies left out). */
const sampleEvents: SessionEvent[] = [
  { type: 'ROUTE_CHANGED', path: '/storePage' },
  { type: 'ROUTE_CHANGED', path: LOGIN_PATH },
  { type: 'CHECK_SHOP_TOKEN' },
  { type: 'SHOP_TOKEN_HANDED', token: 't-shop' },
  { type: 'USER_UPDATED', user: demo },
  { type: 'SESSION_CLEARED' },
  { type: 'LOGIN_SUCCEEDED', token: 't-1', user: demo },
  { type: 'LOGOUT' },
  { type: 'UNAUTHORIZED' },
];
const ignoredEvents = sampleEvents.filter((event) => IGNORED_WHILE_ANONYMOUS.has(event.type));

describe('the session handle', () => {
  it('does not load the machine for an anonymous visitor, whatever the route changes', async () => {
    const { start } = deferredStart();
    const handle = createSessionHandle(start, () => ({}));
    handle.open();
    ignoredEvents.forEach((event) => handle.send(event));
    await flush();
    expect(start).not.toHaveBeenCalled();
    expect(handle.getView()).toEqual({ loggedIn: false, user: undefined });
  });

  it('starts the machine with a login and hands it every event in order once loaded', async () => {
    let stored: SessionInput = {};
    const { start, loads } = deferredStart();
    const handle = createSessionHandle(start, () => stored);
    const seen = vi.fn();
    handle.subscribe(seen);

    stored = { token: 't-1', user: demo };
    const login: SessionEvent = { type: 'LOGIN_SUCCEEDED', token: 't-1', user: demo };
    handle.send(login);
    // Shown at once from what was stored, before the machine arrives.
    expect(handle.getView()).toEqual({ loggedIn: true, user: demo });
    expect(seen).toHaveBeenCalledTimes(1);
    const route: SessionEvent = { type: 'ROUTE_CHANGED', path: '/homePage' };
    handle.send(route);
    expect(start).toHaveBeenCalledTimes(1);
    expect(loads[0]?.input).toEqual(stored);

    const session = fakeSession({ loggedIn: true, user: demo });
    loads[0]?.resolve(session);
    await flush();
    expect(session.received).toEqual([login, route]);
    handle.send({ type: 'LOGOUT' });
    expect(session.received.at(-1)).toEqual({ type: 'LOGOUT' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a stored session, and for auto-login with a saved login', async () => {
    for (const stored of [
      { token: 't-0', user: demo },
      { autoLogin: true, savedLogin: saved },
    ]) {
      const { start } = deferredStart();
      createSessionHandle(start, () => stored).open();
      expect(start).toHaveBeenCalledWith(stored);
    }
  });

  it('does not start for auto-login without a saved login, nor for a saved login alone', () => {
    for (const stored of [{ autoLogin: true }, { autoLogin: false, savedLogin: saved }]) {
      const { start } = deferredStart();
      createSessionHandle(start, () => stored).open();
      expect(start).not.toHaveBeenCalled();
    }
  });

  it('starts the machine with a 401 or a logout of an anonymous visitor, and hands it over', async () => {
    for (const event of sampleEvents.filter((sample) => !ignoredEvents.includes(sample))) {
      const { start, arrive } = deferredStart();
      const handle = createSessionHandle(start, () => ({}));
      handle.send(event);
      expect(start).toHaveBeenCalledTimes(1);
      const session = await arrive(0);
      expect(session.received).toEqual([event]);
    }
  });

  it('keeps the events the anonymous visitor sends while the machine loads', async () => {
    const { start, arrive } = deferredStart();
    const handle = createSessionHandle(start, () => ({}));
    const unauthorized: SessionEvent = { type: 'UNAUTHORIZED' };
    const route: SessionEvent = { type: 'ROUTE_CHANGED', path: LOGIN_PATH };
    handle.send(unauthorized);
    handle.send(route);
    const session = await arrive(0);
    expect(session.received).toEqual([unauthorized, route]);
  });

  it('shows a stored token as logged in even before the user is known', () => {
    let stored: SessionInput = {};
    const { start } = deferredStart();
    const handle = createSessionHandle(start, () => stored);
    const seen = vi.fn();
    handle.subscribe(seen);
    stored = { token: 't-1' };
    handle.send({ type: 'LOGIN_SUCCEEDED', token: 't-1', user: demo });
    expect(handle.getView()).toEqual({ loggedIn: true, user: undefined });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("shows the running machine's change of user name or nickname, and only to listeners still subscribed", async () => {
    const { start, loads } = deferredStart();
    const handle = createSessionHandle(start, () => ({ token: 't-0', user: demo }));
    handle.open();
    const session = fakeSession({ loggedIn: true, user: demo });
    loads[0]?.resolve(session);
    await flush();
    const seen = vi.fn();
    const unsubscribe = handle.subscribe(seen);

    const renamed = { username: 'demo2', nickname: 'Demo' };
    session.show({ loggedIn: true, user: renamed });
    expect(handle.getView().user).toEqual(renamed);
    const nicknamed = { username: 'demo2', nickname: 'Lin' };
    session.show({ loggedIn: true, user: nicknamed });
    expect(handle.getView().user).toEqual(nicknamed);
    expect(seen).toHaveBeenCalledTimes(2);

    unsubscribe();
    session.show({ loggedIn: false, user: undefined });
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('follows the running machine and keeps its view while nothing changes', async () => {
    const { start, loads } = deferredStart();
    const handle = createSessionHandle(start, () => ({ token: 't-0', user: demo }));
    handle.open();
    const before = handle.getView();
    expect(before).toEqual({ loggedIn: true, user: demo });
    const session = fakeSession({ loggedIn: true, user: { ...demo } });
    loads[0]?.resolve(session);
    await flush();
    expect(handle.getView()).toBe(before);

    const seen = vi.fn();
    handle.subscribe(seen);
    session.show({ loggedIn: false, user: undefined });
    expect(handle.getView()).toEqual({ loggedIn: false, user: undefined });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('stops a machine that arrives after closing, and starts afresh when opened again', async () => {
    const { start, loads } = deferredStart();
    const handle = createSessionHandle(start, () => ({ token: 't-0', user: demo }));
    handle.open();
    handle.send({ type: 'ROUTE_CHANGED', path: '/homePage' });
    handle.close();
    handle.open();
    const late = fakeSession();
    loads[0]?.resolve(late);
    const current = fakeSession();
    loads[1]?.resolve(current);
    await flush();
    expect(late.stop).toHaveBeenCalled();
    expect(late.received).toEqual([]);
    expect(current.received).toEqual([]);

    handle.close();
    expect(current.stop).toHaveBeenCalled();
  });

  it('loads one machine at a time when a machine dropped by closing fails to load', async () => {
    const { start, loads, arrive } = deferredStart();
    const handle = createSessionHandle(start, () => ({ token: 't-0', user: demo }));
    handle.open();
    handle.close();
    handle.open();
    loads[0]?.reject();
    await flush();
    const route: SessionEvent = { type: 'ROUTE_CHANGED', path: '/homePage' };
    handle.send(route);
    expect(start).toHaveBeenCalledTimes(2);
    const session = await arrive(1);
    expect(session.received).toEqual([route]);
  });

  it('tries again with the next event when the machine could not be loaded', async () => {
    const { start, loads, arrive } = deferredStart();
    const handle = createSessionHandle(start, () => ({ token: 't-0', user: demo }));
    handle.open();
    loads[0]?.reject();
    await flush();
    const route: SessionEvent = { type: 'ROUTE_CHANGED', path: '/homePage' };
    handle.send(route);
    expect(start).toHaveBeenCalledTimes(2);
    const session = await arrive(1);
    expect(session.received).toEqual([route]);
  });
});

/** Every stored combination of token, user, messaging-app code, auto-login and saved login. */
const storedInputs: SessionInput[] = [undefined, 't-0'].flatMap((token) =>
  [false, true].flatMap((hasWxCode) =>
    [false, true].flatMap((autoLogin) =>
      [undefined, saved].map((savedLogin) => ({
        token,
        user: token ? demo : undefined,
        hasWxCode,
        autoLogin,
        savedLogin,
      })),
    ),
  ),
);

describe('the customers who left (the user scope)', () => {
  async function runningAs(user: SessionView['user'], loggedIn = true) {
    const { start, loads } = deferredStart();
    // Logged out, the machine starts for a saved auto-login.
    const stored: SessionInput = loggedIn
      ? { token: 't-0', user }
      : { autoLogin: true, savedLogin: saved };
    const handle = createSessionHandle(start, () => stored);
    handle.open();
    const session = fakeSession({ loggedIn, user });
    loads[0]?.resolve(session);
    await flush();
    return { handle, session };
  }

  it('grows when the customer logs out, and when another customer takes over', async () => {
    const { handle, session } = await runningAs(demo);
    expect(handle.getUserScope()).toBe(0);
    session.show({ loggedIn: true, user: { username: 'other', nickname: 'Other' } });
    expect(handle.getUserScope()).toBe(1);
    session.show({ loggedIn: false, user: undefined });
    expect(handle.getUserScope()).toBe(2);
  });

  it('stays for a login, a new nickname, and a messaging-app customer completing the account', async () => {
    const { handle, session } = await runningAs(undefined, false);
    session.show({ loggedIn: true, user: { username: '', nickname: 'wx' } });
    session.show({ loggedIn: true, user: { username: 'lin', nickname: 'wx' } });
    session.show({ loggedIn: true, user: { username: 'lin', nickname: 'Lin' } });
    expect(handle.getUserScope()).toBe(0);
  });

  it('grows when the stored session is cleared before any machine runs (the login screen)', () => {
    let stored: SessionInput = { token: 't-0', user: demo };
    const handle = createSessionHandle(
      () => new Promise(() => {}),
      () => stored,
    );
    stored = {};
    handle.send({ type: 'SESSION_CLEARED' });
    expect(handle.getView().loggedIn).toBe(false);
    expect(handle.getUserScope()).toBe(1);
  });
});

describe('the events the handle drops for an anonymous visitor', () => {
  it.each(storedInputs.filter((input) => !needsMachine(input)))(
    'leave the session machine as it started (%o)',
    (input) => {
      for (const event of ignoredEvents) {
        const actor = createActor(sessionMachine, { input }).start();
        const before = actor.getSnapshot();
        actor.send(event);
        const after = actor.getSnapshot();
        expect(after.value).toEqual(before.value);
        expect(after.context).toEqual(before.context);
        actor.stop();
      }
    },
  );

  it.each(storedInputs.filter(needsMachine))(
    'are acted on once a session is stored (%o)',
    (input) => {
      const actor = createActor(sessionMachine, { input }).start();
      actor.send({ type: 'ROUTE_CHANGED', path: '/storePage' });
      expect(actor.getSnapshot().value).not.toEqual({ live: 'idle' });
      actor.stop();
    },
  );
});
