/**
 * Messaging-app (WeChat) login, offline: the QR page issues a one-time code
 * valid 5 minutes and sends the browser back to the app with it and the login's `state`
 * (refused when missing or malformed, src/domain/wechatLoginState.ts); logging in
 * with the code finds, or creates, the user of that WeChat identity.
 */
import type { Application, Request, Response } from 'express';
import { randomBytes, randomInt } from 'node:crypto';
import { DEMO_NICKNAME, DEMO_WX_OPENID } from '../../fixtures/account/demoUser';
import type { MockContext } from '../http/context';
import type { UserRecord } from '../state/records';
import type { StoredRecord } from '../state/store';
import type { Accounts } from './accounts';
import { languageOf } from '../http/language';
import { say } from './messages';
import { isAllowedRedirect, withCode } from './redirects';
import { renderQrPage, renderRefusal } from './wechatQrPage';
import { WECHAT_QR_PATH } from '../../fixtures/mockAddresses';
import { isWechatLoginState } from '../../src/domain/wechatLoginState';

const WX_CODE_TTL_MS = 5 * 60 * 1000;
/** Where the page returns to when the caller names no redirect: the app's login route. */
const DEFAULT_REDIRECT = '/#/loginn';

interface WxCodeRecord extends StoredRecord {
  openId: string;
  nickname: string;
  expiresAt: number;
}

export interface WeChat {
  /** The user a code stands for (created on first use), or undefined when it is unknown, used or expired. */
  redeem(code: string): UserRecord | undefined;
}

function sendPage(res: Response, ctx: MockContext, status: number, html: string) {
  res
    .status(status)
    .set({
      'content-security-policy': `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self' ${ctx.options.allowedOrigins.join(' ')}; frame-ancestors 'none'`,
      'cache-control': 'no-store',
    })
    .type('html')
    .send(html);
}

export function registerWeChat(app: Application, ctx: MockContext, accounts: Accounts): WeChat {
  const codes = ctx.store.collection<WxCodeRecord>('wxCodes');

  function issue(identity: 'new' | 'demo', req: Request): string {
    const now = ctx.now();
    for (const stale of codes.filter((record) => record.expiresAt <= now)) codes.remove(stale.id);
    const number = randomInt(1000, 10000);
    const code = randomBytes(16).toString('hex');
    codes.insert({
      id: code,
      openId: identity === 'demo' ? DEMO_WX_OPENID : `o${randomBytes(21).toString('base64url')}`,
      nickname:
        identity === 'demo'
          ? DEMO_NICKNAME
          : languageOf(req) === 'en'
            ? `WeChat user ${number}`
            : `微信用户${number}`,
      expiresAt: now + WX_CODE_TTL_MS,
    });
    return code;
  }

  function redirectOf(source: unknown): string {
    const value = (source as Record<string, unknown> | undefined)?.redirect;
    return typeof value === 'string' ? value : DEFAULT_REDIRECT;
  }

  const stateOf = (source: unknown): unknown =>
    (source as Record<string, unknown> | undefined)?.state;

  const refuse = (
    req: Request,
    res: Response,
    key: 'redirectRefused' | 'identityUnknown' | 'stateRefused',
  ) => sendPage(res, ctx, 400, renderRefusal(languageOf(req), say(req, key)));

  app.get(WECHAT_QR_PATH, (req, res) => {
    const redirect = redirectOf(req.query);
    if (!isAllowedRedirect(redirect, req, ctx.options.allowedOrigins)) {
      return refuse(req, res, 'redirectRefused');
    }
    // As WeChat's page hands `state` back, the app must send one it can check (login CSRF).
    const state = stateOf(req.query);
    if (!isWechatLoginState(state)) return refuse(req, res, 'stateRefused');
    const language = languageOf(req);
    sendPage(
      res,
      ctx,
      200,
      renderQrPage({
        language,
        redirect,
        state,
        qrText: `wechat-login-${randomBytes(6).toString('hex')}`,
        action: `${WECHAT_QR_PATH}?language=${language}`,
      }),
    );
  });

  // Confirming changes state (a code is issued), so it is a POST, not a link a crawler could follow.
  app.post(WECHAT_QR_PATH, (req, res) => {
    const redirect = redirectOf(req.body);
    if (!isAllowedRedirect(redirect, req, ctx.options.allowedOrigins)) {
      return refuse(req, res, 'redirectRefused');
    }
    const state = stateOf(req.body);
    if (!isWechatLoginState(state)) return refuse(req, res, 'stateRefused');
    const identity = (req.body as Record<string, unknown> | undefined)?.identity;
    if (identity !== 'new' && identity !== 'demo') return refuse(req, res, 'identityUnknown');
    res.redirect(303, withCode(redirect, issue(identity, req), state));
  });

  return {
    redeem(code) {
      const record = codes.get(code);
      if (!record) return undefined;
      codes.remove(code);
      if (record.expiresAt <= ctx.now()) return undefined;
      const known = accounts.byWxOpenId(record.openId);
      if (known) return known;
      const now = new Date(ctx.now()).toISOString();
      return accounts.users.insert({
        id: randomBytes(16).toString('hex'),
        username: '',
        // No password until the user binds one at /wXuserDetail: nothing can match it.
        passwordHash: '',
        salt: '',
        phone: '',
        email: '',
        nickname: record.nickname,
        commanyname: '',
        createDate: now,
        updateDate: now,
        wxOpenId: record.openId,
      });
    },
  };
}
