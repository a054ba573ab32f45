import type { Application } from 'express';
import type { MockContext } from '../http/context';

/** The account calls: login, registration, codes, profile, messaging-app login. */
export function registerAccountRoutes(_app: Application, _ctx: MockContext): void {}
