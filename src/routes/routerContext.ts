import type { LoginGuard } from '../session/loginGuard';

/** What every route's `beforeLoad` and `loader` receive besides their own params. */
export interface RouterContext {
  loginGuard: LoginGuard;
}
