import type { LoginGuard } from '../features/session/loginGuard';

/** What every route's `beforeLoad` and `loader` receive besides their own params. */
export interface RouterContext {
  loginGuard: LoginGuard;
}
