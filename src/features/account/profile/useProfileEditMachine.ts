import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { profileEditMachine } from '../../../../machines/profileEditMachine';
import type { ProfileEditInput } from '../../../../machines/profileEditTypes';
import { saveProfile } from '../../../api/account/profile';
import { notifications } from '../../../lib/notifications';
import { useFlowMachine } from '../../../lib/useFlowMachine';
import { useSession } from '../../../session/useSession';

export interface ProfileEditEffects {
  /** The account's username, for the header once the nickname changed. */
  username: string;
  openPhoneBinding(): void;
  openAddressList(): void;
}

/** The profile form's machine: saving with the real call, the header told of the new nickname. */
export function useProfileEditMachine(input: ProfileEditInput, effects: ProfileEditEffects) {
  const session = useSession();
  return useFlowMachine(
    { session, ...effects },
    (current) =>
      profileEditMachine.provide({
        actors: { saveProfile: fromPromise(({ input: profile }) => saveProfile(profile)) },
        actions: {
          notifySaved: (_, { profile: saved }) => {
            const { session, username } = current();
            notifications.notify('success', t`Saved successfully`);
            session.updateUser({ username, nickname: saved.nickname || username });
          },
          openPhoneBinding: () => current().openPhoneBinding(),
          openAddressList: () => current().openAddressList(),
        },
      }),
    { input },
  );
}
