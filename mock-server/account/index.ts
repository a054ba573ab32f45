import type { Application } from 'express';
import type { MockContext } from '../http/context.ts';
import { createAccounts } from './accounts.ts';
import { createCodes } from './codes.ts';
import { registerPasswordRoutes } from './passwordRoutes.ts';
import { registerProfileRoutes } from './profileRoutes.ts';
import { registerRegistrationRoutes } from './registrationRoutes.ts';
import { seedAccounts } from './seed.ts';
import { registerSessionRoutes } from './sessionRoutes.ts';
import { registerWeChat } from './wechat.ts';

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
