/**
 * The protected-route guard (spec §2.2, §8 "Not logged in on a protected route"): it refuses a
 * protected location without a login token and offers, in a confirm dialog, to go to login.
 */
import type { ConfirmRequest } from '../components/dialogs/confirm';
import { loginButtons, sessionMessages } from './sessionMessages';
import { loginHref, requiresLogin } from './protectedRoutes';

export interface LoginGuardDeps {
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

  return {
    wouldRefuse: (location) => requiresLogin(location.pathname, deps.hasToken()),
    refuses(location) {
      if (!requiresLogin(location.pathname, deps.hasToken())) return false;
      offerLogin(location.href);
      return true;
    },
  };
}
