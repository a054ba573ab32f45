/**
 * Model-based UI test of the login session (session expiry, auto-login renewal, the shop
 * token check, logout, an HTTP 401), in the real app: the paths of `sessionMachine`
 * (support/modelUi) from three stored sessions (logged in with a saved login, logged out with
 * one, logged in through the messaging app) and from a shop page, whose opening checks the
 * shop token. A route change is an address typed, a login
 * the login form, a logout the account menu, a name change the profile form; the session's
 * calls (user check, shop token check, auto-login, logout) are held until the path answers
 * them. Where the app answers an effect with an event of its own (the login page clears the
 * session when it opens, opening the profile-completion page is a route change), the model
 * has that feedback too, so its paths are the app's. The delays run on a simulated clock.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { raise, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { sessionMachine } from '../../../machines/sessionMachine';
import type { SessionContext, SessionInput } from '../../../machines/sessionTypes';
import { confirmService } from '../../../src/components/dialogs/confirm';
import { getUserInfo } from '../../../src/api/contract/account/session';
import { LOGIN_REDIRECT_MS, UNAUTHORIZED_RELOAD_MS } from '../../../src/domain/timings';
import type { Locale } from '../../../src/i18n/locales';
import { md5 } from '../../../src/lib/md5';
import { storage } from '../../../src/lib/storage';
import { forgetSession } from '../../../src/session/storedSession';
import { startMock, type MockServer } from '../../contract/support/mockServer';
import { apiTarget } from '../../support/apiTarget';
import { startHeldServer, type HeldServer } from '../../support/modelUi/heldServer';
import { traceMachines } from '../../support/modelUi/machineTrace';
import { coverageTracker, eventsOf, type ScreenModel } from '../../support/modelUi/screenModel';
import {
  describeCoverage,
  describeScreenModel,
  type ScreenRun,
  type ScreenSpec,
} from '../../support/modelUi/screenRunner';
import { testClocks } from '../../support/modelUi/testClocks';
import {
  describeScreenScenarios,
  playOnScreen,
  type ScenarioScreen,
} from '../../support/modelUi/screenScenarios';
import { sessionFlow } from '../../model/scenarios/session';
import { does, sampleInput, type Scenario } from '../../model/support/scenarios';
import { sessionSamples } from '../../../machines/samples/sessionSamples';
import { renderAppAt, type AppRouter } from '../../support/renderApp';
import { storeLogin } from '../account/support/accountSetup';
import { sessionTexts, type SessionTexts } from './support/sessionTexts';

// Starting the mock and compiling the profile page take more than 10 s on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const PASSWORD = 'Passw0rd!';
const LOGIN_PAGE = '/loginn';
const ENDPOINT_OF_ACTOR: Record<string, string> = {
  getUserInfo: 'getUserInfo',
  tokenCheck: 'tokencheck',
  autoLogin: 'login',
  logout: 'logout',
};

let mock: MockServer;
let held: HeldServer;
const trace = traceMachines();
beforeAll(async () => {
  // The profile page is compiled on its first import: before the paths, not inside a step's wait.
  await Promise.all([
    import('../../../src/features/account/profile/profileData'),
    import('../../../src/features/account/profile/ProfileScreen'),
  ]);
  mock = await startMock();
  held = await startHeldServer(mock.url, Object.values(ENDPOINT_OF_ACTOR));
  apiTarget.url = held.url;
});
afterAll(async () => {
  await held.close();
  await mock.close();
});

/** The running path's user (a new one each time), its profile and the app's router. */
let current: {
  username: string;
  nickname: string;
  /** The user's own token, which a handed-token address hands over. */
  token: string;
  profile: Record<string, unknown>;
  router: AppRouter;
};

/* ----------------------------------------------------------------------- model */

const ctx = (state: AnyMachineSnapshot) => state.context as SessionContext;
const done = (actor: string, output: object) => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor: string) => ({
  type: `xstate.error.actor.${actor}`,
  error: new Error('server error'),
});
const USER = { username: 'the user', nickname: 'the user' };
const SAVED = { username: 'the user', password: 'md5 of the password' };

/**
 * The session with the app's answers to its own effects: opening the login page clears the
 * stored session; opening the profile-completion page, and going back after a handed token, are
 * route changes.
 */
const sessionWithFeedback = sessionMachine.provide({
  actions: {
    goToLogin: raise({ type: 'SESSION_CLEARED' }),
    goToWxUserDetail: raise({ type: 'ROUTE_CHANGED', path: '/wXuserDetail' }),
    // Opened from outside the app, "back" is the same page without the handed token.
    goBack: raise({ type: 'ROUTE_CHANGED', path: '/storePage' }),
  },
});

/** What the app sends as it opens on a page: the first route's change. */
const OPENING = [{ type: 'ROUTE_CHANGED', path: '/contact' }];
/** A shop page asks for its token check as it opens, before the first route's change arrives. */
const SHOP_OPENING = [{ type: 'CHECK_SHOP_TOKEN' }, { type: 'ROUTE_CHANGED', path: '/storePage' }];
/**
 * A shop address hands a token over (content-and-profile §4 "Token check"): the user's own, which
 * the model knows by this name (`current.token` on the screen).
 */
const HANDED = 'handed';
/** A shop page whose address hands a token over checks that token as it opens. */
const HANDED_OPENING = [
  { type: 'SHOP_TOKEN_HANDED', token: HANDED },
  { type: 'ROUTE_CHANGED', path: '/storePage' },
];

function sessionModel(
  name: string,
  input: SessionInput,
  startEvents: readonly AnyEventObject[] = OPENING,
): ScreenModel {
  return {
    name,
    machine: sessionWithFeedback,
    input,
    startEvents,
    // Who is logged in does not matter to the guards: whether anyone is, and how.
    serializeState: (snapshot) => {
      const { token, hasWxCode, autoLogin, savedLogin, waitingCheck } = ctx(snapshot);
      return JSON.stringify({
        value: snapshot.value,
        status: snapshot.status,
        loggedIn: token !== undefined,
        hasWxCode,
        autoLogin,
        saved: savedLogin !== undefined,
        waitingCheck,
      });
    },
    events: (snapshot) =>
      eventsOf(snapshot, {
        ROUTE_CHANGED: () => [{ type: 'ROUTE_CHANGED', path: '/news' }],
        // A login leaves the user on the login page (token 'new'): it cannot open again there.
        LOGIN_SUCCEEDED: (state) =>
          ctx(state).token === 'new'
            ? []
            : [
                { type: 'LOGIN_SUCCEEDED', token: 'new', user: USER, savedLogin: SAVED },
                { type: 'LOGIN_SUCCEEDED', token: 'new', user: USER },
              ],
        SESSION_CLEARED: (state) =>
          ctx(state).token === 'new' ? [] : [{ type: 'SESSION_CLEARED' }],
        // A page's first opening checks the shop token (see the start of the shop-page paths);
        // later, a shop page opened while the route change's session check runs has its check
        // wait for that one.
        CHECK_SHOP_TOKEN: (state) =>
          state.matches({ live: 'checkingUser' }) ? [{ type: 'CHECK_SHOP_TOKEN' }] : [],
        // Likewise a handed token: only in the address a page opens with.
        SHOP_TOKEN_HANDED: () => [],
        // The profile form is a page of its own: opened from a settled session.
        USER_UPDATED: (state) =>
          state.matches({ live: 'idle' }) && !ctx(state).hasWxCode
            ? [{ type: 'USER_UPDATED', user: { ...USER, nickname: 'Renamed' } }]
            : [],
        // The account menu, which only a logged-in user has.
        LOGOUT: (state) => (ctx(state).token !== undefined ? [{ type: 'LOGOUT' }] : []),
        // A 401 answers the call the session is waiting for.
        UNAUTHORIZED: (state) =>
          state.matches({ live: 'checkingUser' }) ? [{ type: 'UNAUTHORIZED' }] : [],
        'xstate.done.actor.getUserInfo': (state) => [
          done('getUserInfo', { code: 2 }),
          done('getUserInfo', {
            code: 1,
            username: ctx(state).hasWxCode ? '' : USER.username,
            nickname: USER.nickname,
          }),
        ],
        'xstate.error.actor.getUserInfo': () => [failed('getUserInfo')],
        'xstate.done.actor.autoLogin': () => [
          done('autoLogin', { code: 0 }),
          done('autoLogin', { code: 1, token: 'renewed', ...USER }),
        ],
        'xstate.error.actor.autoLogin': () => [failed('autoLogin')],
        'xstate.done.actor.tokenCheck': () =>
          [0, 1, 3].map((statuscode) =>
            done('tokenCheck', {
              statuscode,
              username: statuscode === 0 ? USER.username : undefined,
            }),
          ),
        'xstate.error.actor.tokenCheck': () => [failed('tokenCheck')],
        'xstate.done.actor.logout': () => [done('logout', {})],
        'xstate.error.actor.logout': () => [failed('logout')],
      }),
  };
}

/* ---------------------------------------------------------------- the server */

function answerFor(actor: string, event: AnyEventObject): [number, unknown] | 'forward' {
  if (event.type.startsWith('xstate.error.actor.'))
    return [500, { code: 500, msg: 'Server error' }];
  const output = event.output as Record<string, unknown>;
  switch (actor) {
    case 'getUserInfo':
      if (output.code !== 1) return [200, { code: output.code, msg: 'expired', data: null }];
      return [200, { code: 1, msg: 'ok', data: { ...current.profile, username: output.username } }];
    case 'autoLogin':
      // A renewal is the mock's own login with the saved password.
      return output.code === 1 ? 'forward' : [200, { code: 0, msg: 'refused', data: null }];
    case 'tokenCheck':
      return [
        200,
        {
          statuscode: output.statuscode,
          msg: 'checked',
          data: null,
          ...(output.statuscode === 0 ? { username: current.username } : {}),
        },
      ];
    default:
      return [200, { code: 1, msg: 'ok', data: null }];
  }
}

/* ---------------------------------------------------------------- the screen */

const navigate = (href: string) => act(() => void current.router.navigate({ href }));

async function logIn(text: SessionTexts, autoLogin: boolean) {
  await act(() => current.router.navigate({ href: '/loginn?redirect=%2Floginn' }));
  fireEvent.change(await screen.findByLabelText(text.username), {
    target: { value: current.username },
  });
  fireEvent.change(screen.getByLabelText(text.password), { target: { value: PASSWORD } });
  // The box starts as the stored choice.
  const box = screen.getByRole('checkbox', { name: text.autoLogin }) as HTMLInputElement;
  if (box.checked !== autoLogin) fireEvent.click(box);
  const since = held.mark();
  fireEvent.click(screen.getByRole('button', { name: text.logIn }));
  // The form's login is the mock's own.
  await (await held.waitFor('login', since)).forward();
}

async function renameInProfile(run: ScreenRun<SessionTexts>) {
  const since = held.mark();
  navigate('/userDetail');
  // The page loads the profile first; once the route has resolved, the session checks the user.
  const profileRead = await held.waitFor('getUserInfo', since);
  const resolved = held.mark();
  await profileRead.forward();
  await (await held.waitFor('getUserInfo', resolved)).forward();
  fireEvent.click(await screen.findByRole('button', { name: run.text.editNickname }));
  fireEvent.change(screen.getByLabelText(run.text.nickname), { target: { value: 'Renamed' } });
  fireEvent.click(screen.getByRole('button', { name: run.text.saveProfile }));
}

/**
 * Quit in the account menu, chosen from the keyboard (End, Enter) as a keyboard user does: in
 * jsdom a pointer's click on the item sometimes closed the menu without choosing it (every pointer
 * event is at (0, 0), and Zag's focus tracking ignores a move to where the pointer was, so once
 * the menu had taken the focus the item was never highlighted; tests/component/shell/header.test.tsx
 * moves the pointer onto the item first).
 */
async function chooseQuit(text: SessionTexts) {
  await userEvent.click(screen.getByRole('button', { name: text.accountMenu }));
  // The open menu takes the focus on the next frame: keys go to it from then on.
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  await userEvent.keyboard('{End}');
  const quit = screen.getByRole('menuitem', { name: text.quit });
  await waitFor(() => expect(quit).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

async function perform(
  run: ScreenRun<SessionTexts>,
  event: AnyEventObject,
  state: AnyMachineSnapshot,
): Promise<AnyEventObject[]> {
  const { text } = run;
  switch (event.type) {
    case 'ROUTE_CHANGED':
      // The login page is a route of its own (not checked); any other is one of two pages.
      navigate(
        event.path === LOGIN_PAGE ? LOGIN_PAGE : run.path() === '/news' ? '/contact' : '/news',
      );
      return [event];
    case 'CHECK_SHOP_TOKEN': {
      // A shop page other than the one shown (the same one would not open again), until its
      // route has resolved: its change reaches the session while the user check runs.
      const shopPage = run.path() === '/storePage' ? '/secstorePage' : '/storePage';
      await act(() => current.router.navigate({ href: shopPage }));
      // From a settled session the page's token check comes first (appAnswers: its route's
      // change follows).
      if (!state.matches({ live: 'checkingUser' })) return [event];
      return [{ type: 'ROUTE_CHANGED', path: shopPage }, event];
    }
    case 'LOGIN_SUCCEEDED':
      await logIn(text, event.savedLogin !== undefined);
      return [{ type: 'SESSION_CLEARED' }, event];
    case 'SESSION_CLEARED':
      navigate('/loginn');
      return [event];
    case 'USER_UPDATED':
      await renameInProfile(run);
      return [
        { type: 'ROUTE_CHANGED', path: '/userDetail' },
        done('getUserInfo', { code: 1, ...USER }),
        event,
      ];
    case 'LOGOUT':
      await chooseQuit(text);
      return [event];
    case 'CONFIRM_EXPIRED':
    case 'DISMISS_EXPIRED': {
      const prompt = screen.getByRole('alertdialog', { name: text.expiredTitle });
      const label = event.type === 'CONFIRM_EXPIRED' ? text.goToLogin : text.cancel;
      fireEvent.click(within(prompt).getByRole('button', { name: label }));
      return [event];
    }
    case 'UNAUTHORIZED': {
      const call = run.calls.get('getUserInfo');
      if (call) {
        call.answer(401, { code: 401, msg: 'Unauthorized' });
        run.calls.delete('getUserInfo');
        return [event];
      }
      // Nothing of the session's is waiting: the next page's session check is refused.
      const since = held.mark();
      const page = run.path() === '/news' ? '/contact' : '/news';
      navigate(page);
      (await held.waitFor('getUserInfo', since)).answer(401, { code: 401, msg: 'Unauthorized' });
      return [{ type: 'ROUTE_CHANGED', path: page }, event];
    }
    case 'xstate.after.expiredRedirect.session.live.shopTokenExpired':
      act(() => testClocks.get('session')?.increment(LOGIN_REDIRECT_MS));
      return [event];
    case 'xstate.after.unauthorizedReload.session.unauthorized':
      act(() => testClocks.get('session')?.increment(UNAUTHORIZED_RELOAD_MS));
      return [event];
    default:
      throw new Error(`no gesture for ${event.type} in ${JSON.stringify(state.value)}`);
  }
}

const tokenOf = (request: { headers: Record<string, string | string[] | undefined> }) =>
  request.headers.token;

const sessionScreen = (model: ScreenModel): ScreenSpec<SessionTexts> => ({
  model,
  // The expired prompt is a dialog: it calls nothing, its answers are gestures (perform).
  endpointOf: (actor) =>
    actor === 'expiredPrompt' ? undefined : (ENDPOINT_OF_ACTOR[actor] ?? actor),
  answerFor,
  perform,
  appAnswers: (event, state) => {
    // The login page clears the stored session as it opens.
    if (event.type === 'ROUTE_CHANGED' && event.path === LOGIN_PAGE)
      return [{ type: 'SESSION_CLEARED' }];
    // A shop page opened from a settled session is a route change too: its session check waits
    // for the token check.
    if (event.type === 'CHECK_SHOP_TOKEN' && state.matches({ live: 'idle' }))
      return [{ type: 'ROUTE_CHANGED', path: '/storePage' }];
    return [];
  },
  expectCall(actor, request, state) {
    // Every session call carries the stored login; the renewal sends the saved one.
    if (actor === 'autoLogin')
      return expect(request.query).toMatchObject({
        username: current.username,
        password: md5(PASSWORD),
      });
    expect(tokenOf(request)).toBe(storage.usertoken.get());
    if (actor === 'tokenCheck')
      expect(request.query.eshoppingtoken).toBe(
        state.context.handedToken === HANDED ? current.token : storage.usertoken.get(),
      );
  },
  async afterStep({ text, path }, event, published) {
    const output = event.output as { statuscode?: number } | undefined;
    if (event.type === 'xstate.done.actor.tokenCheck' && output?.statuscode !== 0)
      await waitFor(() =>
        expect(published()).toContainEqual(
          expect.objectContaining({ level: 'warning', message: text.expiredTitle }),
        ),
      );
    const toLogin =
      event.type === 'CONFIRM_EXPIRED' ||
      event.type.startsWith('xstate.after.expiredRedirect') ||
      /actor\.logout$/.test(event.type);
    if (toLogin) await waitFor(() => expect(path()).toBe('/loginn'));
  },
  expectScreen({ text }, state) {
    const { token, autoLogin, savedLogin, hasWxCode } = ctx(state);
    if (state.matches('unauthorized') || state.matches('reloaded')) return;
    // What the browser keeps is what the session holds.
    expect(storage.usertoken.get() !== undefined, 'stored token').toBe(token !== undefined);
    expect(storage.loginJson.get() !== undefined, 'saved login').toBe(savedLogin !== undefined);
    expect(storage.autoLogin.get() ?? false, 'auto-login').toBe(autoLogin);
    if (!token) expect(storage.wxCode.get(), 'messaging-app code').toBeUndefined();
    else expect(storage.wxCode.get() !== undefined, 'messaging-app code').toBe(hasWxCode);
    const prompt = screen.queryByRole('alertdialog', { name: text.expiredTitle });
    expect(prompt !== null, 'the expired prompt').toBe(state.matches({ live: 'sessionExpired' }));
    if (prompt) expect(prompt).toHaveTextContent(text.expiredContent);
  },
});

function openAs(
  stored: 'loggedIn' | 'loggedInNotSaved' | 'savedOnly' | 'messagingApp' | 'nothing',
  start: string | ((token: string) => string),
) {
  return async (locale: Locale) => {
    const { user, token } = mock.createUser({ password: PASSWORD });
    const answer = await mock.call(getUserInfo, { token });
    const profile = (answer.body as { data: Record<string, unknown> }).data;
    // The last path's login (its token cookie too) is not this one's.
    forgetSession();
    if (stored === 'loggedIn' || stored === 'loggedInNotSaved' || stored === 'messagingApp')
      storeLogin(token, stored === 'messagingApp' ? '' : user.username, user.nickname);
    if (stored === 'loggedIn' || stored === 'savedOnly') {
      storage.autoLogin.set(true);
      storage.loginJson.set({ username: user.username, password: md5(PASSWORD) });
    }
    if (stored === 'messagingApp') storage.wxCode.set('wx-code-1');
    // A prompt the last path left open belongs to its stopped session: the new app starts clear.
    for (let left = confirmService.current(); left; left = confirmService.current())
      left.answer('dismiss');
    testClocks.set('session', new SimulatedClock());
    const app = await renderAppAt(typeof start === 'string' ? start : start(token), locale);
    current = {
      username: user.username,
      nickname: user.nickname,
      token,
      profile,
      router: app.router,
    };
    return { text: sessionTexts[locale], locale, path: app.path };
  };
}

const coverage = coverageTracker(sessionWithFeedback);
const suite = (where: string, open: ReturnType<typeof openAs>) => ({
  where,
  held: () => held,
  trace: { machines: trace, id: 'session' },
  open,
});

describeScreenModel(
  sessionScreen(
    sessionModel('sessionMachine (logged in, saved login)', {
      token: 't',
      user: USER,
      autoLogin: true,
      savedLogin: SAVED,
    }),
  ),
  suite('a page, logged in', openAs('loggedIn', '/contact')),
  coverage,
);
describeScreenModel(
  sessionScreen(
    sessionModel('sessionMachine (logged out, saved login)', {
      autoLogin: true,
      savedLogin: SAVED,
    }),
  ),
  suite('a page, logged out', openAs('savedOnly', '/contact')),
  coverage,
);
describeScreenModel(
  sessionScreen(
    sessionModel('sessionMachine (messaging-app login)', {
      token: 't',
      user: { username: '', nickname: USER.nickname },
      hasWxCode: true,
    }),
  ),
  suite('a page, logged in by the messaging app', openAs('messagingApp', '/contact')),
  coverage,
);
describeScreenModel(
  sessionScreen(
    sessionModel(
      'sessionMachine (logged in, on a shop page)',
      { token: 't', user: USER, autoLogin: true, savedLogin: SAVED },
      SHOP_OPENING,
    ),
  ),
  suite('a shop page, logged in', openAs('loggedIn', '/storePage')),
  coverage,
);
describeScreenModel(
  sessionScreen(
    sessionModel('sessionMachine (logged out, a shop token handed over)', {}, HANDED_OPENING),
  ),
  suite(
    'a shop page with a handed token',
    openAs('nothing', (token) => `/storePage?eshoppingtoken=${token}`),
  ),
  coverage,
);
describeCoverage('sessionMachine', 'the app', coverage);

/**
 * The screen a session scenario starts on: a page opened with what the scenario's session
 * holds stored in the browser; the page's own session check is answered (a valid user), which
 * leaves the session where the scenario's `given` starts.
 */
function sessionScreenFor(scenario: Scenario): ScenarioScreen<SessionTexts> {
  const {
    token,
    hasWxCode = false,
    autoLogin = false,
    savedLogin,
  } = scenario.given.input as SessionInput;
  if (token === undefined)
    throw new Error(`session scenario on screen "${scenario.name}": its given is not logged in`);
  const stored = hasWxCode ? 'messagingApp' : savedLogin ? 'loggedIn' : 'loggedInNotSaved';
  const input: SessionInput = {
    token: 't',
    user: { username: hasWxCode ? '' : USER.username, nickname: USER.nickname },
    hasWxCode,
    autoLogin,
    ...(savedLogin ? { savedLogin: SAVED } : {}),
  };
  return {
    spec: sessionScreen(sessionModel(`sessionMachine (${scenario.given.text})`, input)),
    suite: suite(scenario.given.text, openAs(stored, '/contact')),
    toGiven: [done('getUserInfo', { code: 1, ...USER })],
  };
}

// The session's named scenarios (tests/model/scenarios/session.ts), in the app.
describeScreenScenarios(sessionFlow, sessionScreenFor);

it('session scenario on screen: a step the screen cannot do names the flow, scenario, step and state', async () => {
  // A token is handed over only in the address a page opens with: no gesture on an open page.
  const scenario: Scenario = {
    name: 'a token handed over on an open page',
    given: { text: 'alice logged in', input: sampleInput(sessionSamples.inputs, 1) },
    when: [does('hand a token over', { type: 'SHOP_TOKEN_HANDED', token: 't-shop' })],
    then: { state: 'session.live.checkingShopToken' },
  };
  await expect(
    playOnScreen(sessionFlow, scenario, sessionScreenFor(scenario), 'en'),
  ).rejects.toThrow(
    /^session scenario on screen "a token handed over on an open page"\nwhen step 1 "hand a token over" in state live\.idle .*\n.*\nno gesture for SHOP_TOKEN_HANDED/,
  );
});
