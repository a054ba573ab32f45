/** What the header and footer tests set up besides the app: a login and the screen's width. */
import { storeSession } from '../../../../src/session/storedSession';
import type { MockServer } from '../../../contract/support/mockServer';

/** Logs a new mock user in as the login screen would leave it: token and user stored. */
export function logInAs(server: MockServer, nickname: string) {
  const { user, token } = server.createUser({ nickname });
  storeSession(token, { username: user.username, nickname });
  return user;
}

/** Makes the collapsed-menu media query match (a phone or a window of 1320 px or less). */
export function emulateCollapsedScreen(collapsed: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: collapsed,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
