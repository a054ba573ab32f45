import { countdownMachine } from '../../../../machines/countdownMachine';
import type { CountdownInput } from '../../../../machines/countdownRules';
import type { AreaCode } from '../../../domain/contact';
import { useFlowMachine } from '../../../lib/useFlowMachine';
import { countdownCalls } from './countdownCalls';

/** One get-code button's countdown machine for a screen (or a tab), with the real calls. */
export function useCodeCountdownMachine(input: CountdownInput) {
  return useFlowMachine(
    null,
    () =>
      countdownMachine.provide({
        actors: countdownCalls,
        // A screen's button shows the refusal from the machine's context (useCodeCountdown);
        // only a machine that runs the countdown as its child needs it reported.
        actions: { reportError: () => undefined },
      }),
    { input },
  );
}

/** What a get-code button shows and does, read from its countdown machine. */
export function useCodeCountdown(input: CountdownInput) {
  const [state, send] = useCodeCountdownMachine(input);
  return {
    remaining: state.matches('counting') ? state.context.remaining : 0,
    busy: state.hasTag('busy'),
    error: state.context.error,
    serverMessage: state.context.serverMessage,
    send: (to: string, areaCode?: AreaCode) => send({ type: 'SEND', to, areaCode }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

export type CodeCountdown = ReturnType<typeof useCodeCountdown>;
