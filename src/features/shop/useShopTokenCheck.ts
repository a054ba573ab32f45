import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { handedTokenOf } from '../../session/handedToken';
import { useSession } from '../../session/useSession';

/**
 * Spec §4: a shop screen asks whether the shop still accepts the login token, or checks the
 * token its address hands over (content-and-profile §4 "Token check").
 */
export function useShopTokenCheck(): void {
  const { loggedIn, checkShopToken } = useSession();
  const handed = useRouterState({ select: (state) => handedTokenOf(state.location.searchStr) });
  useEffect(() => {
    if (handed) checkShopToken(handed);
    else if (loggedIn) checkShopToken();
    // Once per visit of the screen, not on every session change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
