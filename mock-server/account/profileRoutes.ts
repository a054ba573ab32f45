/** The profile form, phone binding, and binding a username to a WeChat login. */
import type { Application } from 'express';
import { MAINLAND_MOBILE, isEmail } from '../../src/domain/contact';
import { modify, wxBingAccount } from '../../src/api/contract/account/forms/profile';
import type { MockContext } from '../http/context';
import { serve } from '../http/serve';
import { hashPassword } from '../state/passwords';
import type { UserRecord } from '../state/records';
import { normaliseEmail, refuse, toProfile, type Accounts } from './accounts';
import { usernameProblem } from '../../src/domain/account';
import type { Codes } from './codes';
import { say } from './messages';

export function registerProfileRoutes(
  app: Application,
  ctx: MockContext,
  accounts: Accounts,
  codes: Codes,
): void {
  const takenByOther = (found: UserRecord | undefined, self: UserRecord) =>
    found !== undefined && found.id !== self.id;

  serve(app, ctx, modify, ({ body, req, user }) => {
    const self = user();
    // Ownership comes from the token; an id in the body may only repeat it.
    if (body.id && body.id !== self.id) throw refuse(req, 'notYourProfile');

    // An empty phone is what the form sends for a user who has none yet: no change.
    const phone = body.phone && body.phone !== self.phone ? body.phone : undefined;
    if (phone !== undefined) {
      if (!MAINLAND_MOBILE.test(phone)) throw refuse(req, 'phoneFormat');
      if (takenByOther(accounts.byPhone(phone), self)) throw refuse(req, 'phoneTaken');
    }
    const email = body.email === undefined ? undefined : normaliseEmail(body.email);
    if (email) {
      if (!isEmail(email)) throw refuse(req, 'emailFormat');
      if (takenByOther(accounts.byEmail(email), self)) throw refuse(req, 'emailTaken');
    }
    // A new phone must be proved, as at registration; checked last so a refused form keeps the proof.
    if (phone !== undefined) {
      if (!codes.isVerified('sms', phone)) throw refuse(req, 'codeNotVerified');
      codes.consume('sms', phone);
    }

    const saved = accounts.users.update(self.id, {
      ...(phone !== undefined && { phone }),
      ...(email !== undefined && { email }),
      ...(body.nickname !== undefined && { nickname: body.nickname.trim() }),
      ...(body.commanyname !== undefined && { commanyname: body.commanyname.trim() }),
      updateDate: new Date(ctx.now()).toISOString(),
    });
    return { code: 1, msg: say(req, 'saved'), data: toProfile(saved ?? self) };
  });

  serve(app, ctx, wxBingAccount, ({ query, req, user }) => {
    const self = user();
    if (!self.wxOpenId) throw refuse(req, 'notWeChatUser');
    if (self.username !== '') throw refuse(req, 'alreadyBound');
    if (query.verification !== query.password) throw refuse(req, 'passwordsDiffer');
    const problem = usernameProblem(query.username);
    if (problem) throw refuse(req, problem);
    if (accounts.byUsername(query.username)) throw refuse(req, 'usernameTaken');
    accounts.users.update(self.id, {
      username: query.username,
      ...hashPassword(query.password),
      updateDate: new Date(ctx.now()).toISOString(),
    });
    return { code: 1, msg: say(req, 'bound'), data: null };
  });
}
