import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { realNameFormMachine } from '../../../../machines/realNameFormMachine';
import {
  NOT_LOGGED_IN_CODE,
  submitRealNameForm,
  UploadRefused,
  uploadPicture,
} from '../../../api/programmes';
import { notifications } from '../../../lib/notifications';
import { useAppMachine } from '../../../lib/useAppMachine';

/** Runs the real-name form machine with the real calls; a logged-out call opens the login offer. */
export function useRealNameMachine() {
  const navigate = useNavigate();
  const [loginOffered, setLoginOffered] = useState(false);
  const [machine] = useState(() =>
    realNameFormMachine.provide({
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
        submit: fromPromise(({ input }) => submitRealNameForm(input)),
      },
      actions: {
        offerLogin: () => setLoginOffered(true),
        notifySubmitted: (_, params) =>
          void notifications.notify('success', params.message ?? t`Submitted for review`),
        goHome: () => void navigate({ to: '/homePage' }),
      },
    }),
  );
  const [state, send] = useAppMachine(machine, { input: {} });
  return { state, send, loginOffered, closeLoginOffer: () => setLoginOffered(false) };
}
