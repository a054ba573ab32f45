import type { Application } from 'express';
import type { MockContext } from '../http/context';

/** About, support, cooperation, uploads and the real-name form. */
export function registerCompanyRoutes(_app: Application, _ctx: MockContext): void {}
