import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { realNameFormMachine } from '../../../../machines/realNameFormMachine';
import { submitRealNameForm } from '../../../api/programmes';
import { notifications } from '../../../lib/notifications';
import { useFlowMachine } from '../../../lib/useFlowMachine';
import { uploadImageActor } from '../upload/uploadImageActor';

/** Runs the real-name form machine with the real calls; a logged-out call opens the login offer. */
export function useRealNameMachine() {
  const navigate = useNavigate();
  const [loginOffered, setLoginOffered] = useState(false);
  const [state, send] = useFlowMachine(
    { navigate, setLoginOffered },
    (current) =>
      realNameFormMachine.provide({
        actors: {
          uploadImage: uploadImageActor(() => current().setLoginOffered(true)),
          submit: fromPromise(({ input }) => submitRealNameForm(input)),
        },
        actions: {
          offerLogin: () => current().setLoginOffered(true),
          notifySubmitted: (_, params) =>
            void notifications.notify('success', params.message ?? t`Submitted for review`),
          goHome: () => void current().navigate({ to: '/homePage' }),
        },
      }),
    { input: {} },
  );
  return { state, send, loginOffered, closeLoginOffer: () => setLoginOffered(false) };
}
