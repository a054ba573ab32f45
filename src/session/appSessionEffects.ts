/**
 * The real side effects of the session: the API, the router, the confirm dialog, the toasts.
 * Part of the session machine's chunk (runSession.ts), which only a session loads.
 */
import { i18n } from '@lingui/core';
import type { AnyRouter } from '@tanstack/react-router';
import {
  checkShopToken,
  fetchUserInfoCheck,
  logInWithSavedLogin,
  logOutOnServer,
} from '../api/session';
import { notifications } from '../lib/notifications';
import { storedLocale } from '../lib/storage';
import { confirm } from '../components/dialogs/confirm';
import { askLoginQuestion } from './loginPrompt';
import { HANDED_TOKEN_PARAM } from './handedToken';
import type { SessionEffects } from './sessionLogic';
import { loginButtons, sessionMessages } from './sessionMessages';
import { reloadView } from '../lib/reloadView';

export function appSessionEffects(router: AnyRouter): SessionEffects {
  return {
    getUserInfo: () => fetchUserInfoCheck(storedLocale()),
    checkShopToken: (token) => checkShopToken(token, storedLocale()),
    logInWithSavedLogin: (saved) => logInWithSavedLogin(saved, storedLocale()),
    logOut: () => logOutOnServer(storedLocale()),
    navigate: (href) => void router.navigate({ href }),
    currentHref: () => router.state.location.href,
    reloadView: () => void reloadView(router),
    reloadPage: () => window.location.reload(),
    askExpired: (signal) =>
      askLoginQuestion(
        {
          title: sessionMessages.expiredTitle,
          content: sessionMessages.expiredContent,
          icon: 'warn',
          buttons: loginButtons,
        },
        confirm,
        signal,
      ),
    notifyLoginExpired: () =>
      notifications.notify('warning', i18n._(sessionMessages.loginExpiredNotice)),
    notifyShopLogin: () => notifications.notify('success', i18n._(sessionMessages.shopLoginNotice)),
    goBack: () => {
      if (router.history.canGoBack()) router.history.back();
      // Opened from outside the app: the page stays, without the token in its address.
      else
        void router.navigate({
          to: '.',
          search: ({ [HANDED_TOKEN_PARAM]: _handed, ...rest }: Record<string, unknown>) => rest,
          replace: true,
        });
    },
  };
}
