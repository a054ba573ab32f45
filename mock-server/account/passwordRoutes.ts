/** Password recovery by a verified phone or e-mail code, and the logged-in password change. */
import type { Application } from 'express';
import {
  modifyPwd,
  modifyPwdByEmail,
  modifyPwdByPhone,
} from '../../src/api/contract/account/forms/password';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';
import { hashPassword, verifyPassword } from '../state/passwords';
import type { UserRecord } from '../state/records';
import { normaliseEmail, refuse, type Accounts } from './accounts';
import type { Channel, Codes } from './codes';
import { say } from './messages';

export function registerPasswordRoutes(
  app: Application,
  ctx: MockContext,
  accounts: Accounts,
  codes: Codes,
): void {
  const setPassword = (user: UserRecord, md5: string) =>
    accounts.users.update(user.id, {
      ...hashPassword(md5),
      updateDate: new Date(ctx.now()).toISOString(),
    });

  /** A recovered password ends every session: whoever knew the old one is logged out. */
  function recover(channel: Channel, to: string, user: UserRecord, md5: string) {
    setPassword(user, md5);
    codes.consume(channel, to);
    accounts.endSessions(user.id);
  }

  serve(app, ctx, modifyPwdByPhone, ({ body, req }) => {
    const user = accounts.byPhone(body.phone);
    if (!user) throw refuse(req, 'phoneNotExist');
    if (!codes.isVerified('sms', body.phone)) throw refuse(req, 'codeNotVerified');
    recover('sms', body.phone, user, body.password);
    return { code: 1, msg: say(req, 'passwordChanged'), data: null };
  });

  serve(app, ctx, modifyPwdByEmail, ({ body, req }) => {
    const email = normaliseEmail(body.email);
    const user = accounts.byEmail(email);
    if (!user) throw refuse(req, 'emailNotExist');
    if (!codes.isVerified('email', email)) throw refuse(req, 'codeNotVerified');
    recover('email', email, user, body.password);
    return { code: 1, msg: say(req, 'passwordChanged'), data: null };
  });

  // The UI sends the user to log in again anyway; keeping the caller's own session
  // valid means the "password changed" notice is not raced by an expired-login prompt.
  serve(app, ctx, modifyPwd, ({ query, req, user }) => {
    const caller = user();
    if (!verifyPassword(query.oldPassword, caller)) throw refuse(req, 'oldPasswordWrong');
    setPassword(caller, query.newPassword);
    const current = ctx.sessions.callerOf(req);
    accounts.endSessions(caller.id, current.kind === 'user' ? current.token : undefined);
    return { code: 1, msg: say(req, 'passwordChanged'), data: null };
  });
}
