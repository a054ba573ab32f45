import { useEffect } from 'react';
import { useSession } from '../../session/useSession';

/** Spec §4: a shop screen asks whether the shop still accepts the login token. */
export function useShopTokenCheck(): void {
  const { loggedIn, checkShopToken } = useSession();
  useEffect(() => {
    if (loggedIn) checkShopToken();
    // Once per visit of the screen, not on every session change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
