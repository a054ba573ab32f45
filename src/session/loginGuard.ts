/**
 * The protected-route guard (spec §2.2, §8 "Not logged in on a protected route"): it refuses a
 * protected location without a login token and offers, in a confirm dialog, to go to login.
 */
import type { ConfirmRequest } from '../components/dialogs/confirm';
import { loginButtons, sessionMessages } from './sessionMessages';
import { loginHref } from './protectedRoutes';

export interface LoginGuardDeps {
  /** Whether the route at `pathname` needs a login (src/session/protectedRoutes.ts). */
  needsLogin(pathname: string): boolean;
  hasToken(): boolean;
  ask(request: ConfirmRequest): Promise<string>;
  goTo(href: string): void;
}

export interface LoginGuard {
  /** True when the location may not be shown now; the login offer is then on screen. */
  refuses(location: GuardedLocation): boolean;
  /** The same decision without showing anything (for preloading). */
  wouldRefuse(location: GuardedLocation): boolean;
}

interface GuardedLocation {
  pathname: string;
  href: string;
}

export const loginOffer: ConfirmRequest = {
  title: sessionMessages.loginRequiredTitle,
  content: sessionMessages.loginRequiredContent,
  icon: 'warn',
  buttons: loginButtons,
};

export function createLoginGuard(deps: LoginGuardDeps): LoginGuard {
  // Repeated clicks while the offer is open do not stack more dialogs.
  let offerOpen = false;

  function offerLogin(target: string) {
    if (offerOpen) return;
    offerOpen = true;
    void deps.ask(loginOffer).then((answer) => {
      offerOpen = false;
      if (answer === 'confirm') deps.goTo(loginHref(target));
    });
  }

  const refused = (location: GuardedLocation) =>
    deps.needsLogin(location.pathname) && !deps.hasToken();

  return {
    wouldRefuse: refused,
    refuses(location) {
      if (!refused(location)) return false;
      offerLogin(location.href);
      return true;
    },
  };
}
