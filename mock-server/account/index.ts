import type { Application } from 'express';
import type { MockContext } from '../http/context';
import { createAccounts } from './accounts';
import { createCodes } from './codes';
import { registerPasswordRoutes } from './passwordRoutes';
import { registerProfileRoutes } from './profileRoutes';
import { registerRegistrationRoutes } from './registrationRoutes';
import { seedAccounts } from './seed';
import { registerSessionRoutes } from './sessionRoutes';
import { registerWeChat } from './wechat';

/** The account calls: login, registration, codes, profile, messaging-app login. */
export function registerAccountRoutes(app: Application, ctx: MockContext): void {
  const accounts = createAccounts(ctx);
  if (ctx.store.fresh) seedAccounts(accounts, ctx.options.seed);
  const codes = createCodes(ctx);
  const weChat = registerWeChat(app, ctx, accounts);
  registerSessionRoutes(app, ctx, accounts, weChat);
  registerRegistrationRoutes(app, ctx, accounts, codes);
  registerPasswordRoutes(app, ctx, accounts, codes);
  registerProfileRoutes(app, ctx, accounts, codes);
}
