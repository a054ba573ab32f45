import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import {
  onlineApplicationMachine,
  type OnlineApplicationInput,
} from '../../../../machines/onlineApplicationMachine';
import { submitApplication } from '../../../api/programmes';
import { notifications } from '../../../lib/notifications';
import { useFlowMachine } from '../../../lib/useFlowMachine';
import { uploadImageActor } from '../upload/uploadImageActor';

/**
 * Runs the application machine with the real calls. A logged-out upload or
 * submission opens the login offer; texts are translated when they are shown.
 */
export function useApplicationMachine(input: OnlineApplicationInput) {
  const navigate = useNavigate();
  const [loginOffered, setLoginOffered] = useState(false);
  const [state, send] = useFlowMachine(
    { navigate, setLoginOffered },
    (current) =>
      onlineApplicationMachine.provide({
        actors: {
          uploadImage: uploadImageActor(() => current().setLoginOffered(true)),
          apply: fromPromise(({ input: payload }) => submitApplication(payload)),
        },
        actions: {
          offerLogin: () => current().setLoginOffered(true),
          notifySubmitted: () =>
            void notifications.notify('success', t`Application submitted successfully`),
          goHome: () => void current().navigate({ to: '/homePage' }),
        },
      }),
    { input },
  );
  return { state, send, loginOffered, closeLoginOffer: () => setLoginOffered(false) };
}
