/** Login (password or WeChat code), logout, and the two session checks. */
import type { Application, Request } from 'express';
import {
  getUserInfo,
  login,
  logout,
  tokencheck,
  userlist,
} from '../../src/api/contract/account/session';
import type { ResultOf } from '../../src/api/contract/endpoint';
import { tokenOf } from '../http/auth';
import type { MockContext } from '../http/context';
import { MockError, NOT_LOGGED_IN } from '../http/errors';
import { serve } from '../http/serve';
import { verifyPassword } from '../state/passwords';
import { SESSIONS, type SessionRecord, type UserRecord } from '../state/records';
import { refuse, toProfile, type Accounts } from './accounts';
import { say, type MessageKey } from './messages';
import type { WeChat } from './wechat';

/** Token check statuscodes (spec §4): 0 valid; 1 expired by time; 2 logged out; 3 missing or unknown. */
const TOKEN = { valid: 0, expired: 1, loggedOut: 2, unknown: 3 } as const;

export function registerSessionRoutes(
  app: Application,
  ctx: MockContext,
  accounts: Accounts,
  weChat: WeChat,
): void {
  const sessions = ctx.store.collection<SessionRecord>(SESSIONS);

  const loggedIn = (req: Request, user: UserRecord): ResultOf<typeof login> => ({
    code: 1,
    msg: say(req, 'success'),
    data: {
      token: ctx.sessions.open(user.id).id,
      nickname: user.nickname,
      username: user.username,
    },
  });

  serve(app, ctx, login, ({ query, req }) => {
    if (query.wxCode !== undefined) {
      const user = weChat.redeem(query.wxCode);
      if (!user) throw refuse(req, 'wxLoginFailed');
      return loggedIn(req, user);
    }
    if (query.username === undefined || query.password === undefined) {
      throw new MockError(400, say(req, 'loginNeedsCredentials'));
    }
    const user = accounts.byUsername(query.username);
    if (!user || !verifyPassword(query.password, user)) throw refuse(req, 'loginIncorrect');
    return loggedIn(req, user);
  });

  // Idempotent: the client clears its tokens whatever the answer, so a stale token is no error.
  serve(app, ctx, logout, ({ req }) => {
    const token = tokenOf(req);
    if (token) ctx.sessions.close(token);
    return { code: 1, msg: say(req, 'loggedOut'), data: null };
  });

  serve(app, ctx, getUserInfo, ({ req }) => {
    const caller = ctx.sessions.callerOf(req);
    if (caller.kind === 'user') {
      return { code: 1, msg: say(req, 'success'), data: toProfile(caller.user) };
    }
    const reason = caller.kind === 'expired' ? 'loginExpired' : 'notLoggedIn';
    throw new MockError(200, say(req, reason), NOT_LOGGED_IN);
  });

  serve(app, ctx, tokencheck, ({ query, body, req }) => {
    const token = query.eshoppingtoken || body?.eshoppingtoken;
    const session = token ? sessions.get(token) : undefined;
    const user = session && accounts.users.get(session.userId);
    const answer = (statuscode: number, key: MessageKey, username?: string) => ({
      statuscode,
      msg: say(req, key),
      data: null,
      username,
    });
    if (!session || !user) return answer(TOKEN.unknown, 'tokenUnknown');
    if (session.loggedOut) return answer(TOKEN.loggedOut, 'tokenLoggedOut');
    if (session.expiresAt <= ctx.now()) return answer(TOKEN.expired, 'tokenExpired');
    return answer(TOKEN.valid, 'tokenValid', user.username);
  });

  serve(app, ctx, userlist, ({ query, req, user }) => {
    const caller = user();
    return {
      statuscode: 0,
      msg: say(req, 'success'),
      data: query.username === caller.username ? [toProfile(caller)] : [],
    };
  });
}
