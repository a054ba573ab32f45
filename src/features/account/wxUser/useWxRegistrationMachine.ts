import { useRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { wxRegistrationMachine } from '../../../../machines/wxRegistrationMachine';
import { bindWxAccount } from '../../../api/account/profile';
import { storage } from '../../../lib/storage';
import { useFlowMachine } from '../../../lib/useFlowMachine';
import { useSession } from '../../../session/useSession';

/** The WeChat user's username and password, bound with the real call; then home. */
export function useWxRegistrationMachine() {
  const router = useRouter();
  const session = useSession();
  return useFlowMachine(
    { router, session },
    (current) =>
      wxRegistrationMachine.provide({
        actors: { bind: fromPromise(({ input }) => bindWxAccount(input)) },
        actions: {
          updateStoredUser: (_, { username }) => {
            const nickname = storage.curretUser.get()?.nickname || username;
            current().session.updateUser({ username, nickname });
          },
          goHome: () => void current().router.navigate({ to: '/homePage', replace: true }),
        },
      }),
    { input: { hasWxCode: storage.wxCode.get() !== undefined } },
  );
}
