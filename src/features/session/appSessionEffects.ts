/** The real side effects of the session: the API, the router, the confirm dialog, the toasts. */
import { i18n } from '@lingui/core';
import type { AnyRouter } from '@tanstack/react-router';
import { notifications } from '../../lib/notifications';
import { storedLocale } from '../../lib/storage';
import { askLoginQuestion } from './loginPrompt';
import type { SessionEffects } from './sessionLogic';
import { loginButtons, sessionMessages } from './sessionMessages';

// Loaded with the first session call: a visitor who is not logged in never needs it, and its
// answers are checked by schemas, which stay out of the first load.
const sessionApi = () => import('../../api/session');

export function appSessionEffects(router: AnyRouter): SessionEffects {
  return {
    getUserInfo: async () => (await sessionApi()).fetchUserInfoCheck(storedLocale()),
    checkShopToken: async (token) => (await sessionApi()).checkShopToken(token, storedLocale()),
    logInWithSavedLogin: async (saved) =>
      (await sessionApi()).logInWithSavedLogin(saved, storedLocale()),
    logOut: async () => (await sessionApi()).logOutOnServer(storedLocale()),
    navigate: (href) => void router.navigate({ href }),
    reloadView: () => void router.invalidate(),
    reloadPage: () => window.location.reload(),
    askExpired: () =>
      askLoginQuestion({
        title: sessionMessages.expiredTitle,
        content: sessionMessages.expiredContent,
        icon: 'warn',
        buttons: loginButtons,
      }),
    notifyLoginExpired: () =>
      notifications.notify('warning', i18n._(sessionMessages.loginExpiredNotice)),
  };
}
