import { fromPromise } from 'xstate';
import { devToolbarMachine } from '../../../machines/devToolbarMachine';
import { useFlowMachine } from '../../lib/useFlowMachine';
import { clearScenarios, countScenarios } from './mockScenarios';

/** The toolbar's machine with the mock's calls; leaving a state aborts its call. */
export function useDevToolbarMachine() {
  return useFlowMachine(undefined, () =>
    devToolbarMachine.provide({
      actors: {
        countScenarios: fromPromise(({ signal }) => countScenarios(signal)),
        clearScenarios: fromPromise(({ signal }) => clearScenarios(signal)),
      },
    }),
  );
}
