import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { realNameFormMachine } from '../../../../machines/realNameFormMachine';
import { submitRealNameForm } from '../../../api/programmes';
import { notifications } from '../../../lib/notifications';
import { useAppMachine } from '../../../lib/useAppMachine';
import { uploadImageActor } from '../upload/uploadImageActor';

/** Runs the real-name form machine with the real calls; a logged-out call opens the login offer. */
export function useRealNameMachine() {
  const navigate = useNavigate();
  const [loginOffered, setLoginOffered] = useState(false);
  const [machine] = useState(() =>
    realNameFormMachine.provide({
      actors: {
        uploadImage: uploadImageActor(() => setLoginOffered(true)),
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
