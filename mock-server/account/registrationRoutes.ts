/** Availability checks, sending and checking codes, and registering. */
import type { Application, Request } from 'express';
import { randomBytes } from 'node:crypto';
import { MOBILE_RULES, isEmail } from '../../src/domain/contact';
import {
  checkVerifyCode,
  getVerifyCode,
  isEmailRegister,
  isPhoneRegister,
  isUsernameRegister,
  register,
  sendVerifyCodeByEmail,
} from '../../src/api/contract/account/forms/registration';
import type { MockContext } from '../http/context';
import { MockError } from '../http/errors';
import { serve } from '../http/serve';
import { hashPassword } from '../state/passwords';
import { normaliseEmail, refuse, type Accounts } from './accounts';
import { usernameProblem } from '../../src/domain/account';
import { checkMessage, type Codes } from './codes';
import { languageOf } from '../http/language';
import { say } from './messages';

function codeText(req: Request, code: string): string {
  return languageOf(req) === 'en'
    ? `[Reach IoT] Your verification code is ${code}. It is valid for 5 minutes; do not share it.`
    : `【瑞驰物联】您的验证码为 ${code}，5 分钟内有效，请勿泄露给他人。`;
}

export function registerRegistrationRoutes(
  app: Application,
  ctx: MockContext,
  accounts: Accounts,
  codes: Codes,
): void {
  serve(app, ctx, isPhoneRegister, ({ query, req }) => ({
    code: 1,
    msg: say(req, 'success'),
    data: accounts.byPhone(query.phone) !== undefined,
  }));
  serve(app, ctx, isUsernameRegister, ({ query, req }) => ({
    code: 1,
    msg: say(req, 'success'),
    data: accounts.byUsername(query.username) !== undefined,
  }));
  serve(app, ctx, isEmailRegister, ({ query, req }) => ({
    code: 1,
    msg: say(req, 'success'),
    data: accounts.byEmail(query.email) !== undefined,
  }));

  serve(app, ctx, getVerifyCode, ({ query, req }) => {
    const answer = (code: '1' | '2' | '3', msg: string) => ({ code: 1, msg, data: { code, msg } });
    if (!MOBILE_RULES[query.areaCode].test(query.phone))
      return answer('1', say(req, 'phoneFormat'));
    const outcome = codes.send('sms', query.phone, (code) => codeText(req, code));
    return outcome.sent
      ? answer('2', say(req, 'codeSentSms'))
      : answer('3', say(req, 'codeTooSoon', outcome.retryInSeconds));
  });

  serve(app, ctx, sendVerifyCodeByEmail, ({ query, req }) => {
    const email = normaliseEmail(query.email);
    if (!isEmail(email)) throw refuse(req, 'emailFormat');
    // E-mail codes serve only password recovery, so an unknown address gets none.
    if (!accounts.byEmail(email)) throw refuse(req, 'emailNotRegistered');
    const outcome = codes.send('email', email, (code) => codeText(req, code));
    if (!outcome.sent) throw refuse(req, 'codeTooSoon', outcome.retryInSeconds);
    return { code: 1, msg: say(req, 'codeSentEmail'), data: null };
  });

  serve(app, ctx, checkVerifyCode, ({ query, req }) => {
    // The phone tab sends `phone`, the e-mail recovery tab `email`; the phone wins if both come.
    const channel = query.phone ? 'sms' : query.email ? 'email' : undefined;
    if (!channel) throw new MockError(400, say(req, 'codeNeedsTarget'));
    const to = query.phone ?? normaliseEmail(query.email ?? '');
    const outcome = codes.check(channel, to, query.verifyCode);
    if (outcome !== 'right') throw refuse(req, checkMessage[outcome]);
    return { code: 1, msg: say(req, 'codeRight'), data: null };
  });

  serve(app, ctx, register, ({ body, req }) => {
    const email = normaliseEmail(body.email ?? '');
    if (!MOBILE_RULES[body.areaCode].test(body.phone)) throw refuse(req, 'phoneFormat');
    const problem = usernameProblem(body.username);
    if (problem) throw refuse(req, problem);
    if (!body.agree) throw refuse(req, 'notAgreed');
    if (email !== '' && !isEmail(email)) throw refuse(req, 'emailFormat');
    if (accounts.byUsername(body.username)) throw refuse(req, 'usernameTaken');
    if (accounts.byPhone(body.phone)) throw refuse(req, 'phoneTaken');
    if (accounts.byEmail(email)) throw refuse(req, 'emailTaken');
    // Checked last, so a form refused for another reason does not use the code up.
    const outcome = codes.check('sms', body.phone, body.verification);
    if (outcome !== 'right') throw refuse(req, checkMessage[outcome]);
    codes.consume('sms', body.phone);

    const now = new Date(ctx.now()).toISOString();
    accounts.users.insert({
      id: randomBytes(16).toString('hex'),
      username: body.username,
      ...hashPassword(body.password),
      phone: body.phone,
      email,
      nickname: body.nickname?.trim() || body.username,
      commanyname: body.commanyname?.trim() ?? '',
      createDate: now,
      updateDate: now,
    });
    return { code: 1, msg: say(req, 'registered'), data: null };
  });
}
