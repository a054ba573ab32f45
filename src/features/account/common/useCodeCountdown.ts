import type { CountdownInput } from '../../../../machines/countdownMachine';
import { useAppMachine } from '../../../lib/useAppMachine';
import { codeCountdownLogic } from './codeCountdownLogic';

/** One get-code button's countdown for a screen (or a tab). */
export function useCodeCountdown(input: CountdownInput) {
  const [state, send] = useAppMachine(codeCountdownLogic, { input });
  return {
    remaining: state.matches('counting') ? state.context.remaining : 0,
    busy: state.hasTag('busy'),
    error: state.context.error,
    serverMessage: state.context.serverMessage,
    send: (to: string) => send({ type: 'SEND', to }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

export type CodeCountdown = ReturnType<typeof useCodeCountdown>;
