import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import {
  onlineApplicationMachine,
  type OnlineApplicationInput,
} from '../../../../machines/onlineApplicationMachine';
import {
  NOT_LOGGED_IN_CODE,
  submitApplication,
  UploadRefused,
  uploadPicture,
} from '../../../api/programmes';
import { notifications } from '../../../lib/notifications';
import { useAppMachine } from '../../../lib/useAppMachine';

/**
 * Runs the application machine with the real calls. A logged-out upload or
 * submission opens the login offer; texts are translated when they are shown.
 */
export function useApplicationMachine(input: OnlineApplicationInput) {
  const navigate = useNavigate();
  const [loginOffered, setLoginOffered] = useState(false);
  const [machine] = useState(() =>
    onlineApplicationMachine.provide({
      actors: {
        uploadImage: fromPromise(async ({ input: { file } }) => {
          try {
            return await uploadPicture(file);
          } catch (error) {
            if (error instanceof UploadRefused && error.code === NOT_LOGGED_IN_CODE) {
              setLoginOffered(true);
              throw new Error(t`You are not logged in`, { cause: error });
            }
            throw error;
          }
        }),
        apply: fromPromise(({ input: payload }) => submitApplication(payload)),
      },
      actions: {
        offerLogin: () => setLoginOffered(true),
        notifySubmitted: () =>
          void notifications.notify('success', t`Application submitted successfully`),
        goHome: () => void navigate({ to: '/homePage' }),
      },
    }),
  );
  const [state, send] = useAppMachine(machine, { input });
  return { state, send, loginOffered, closeLoginOffer: () => setLoginOffered(false) };
}
