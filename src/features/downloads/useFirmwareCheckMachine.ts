import { fromPromise } from 'xstate';
import { firmwareCheckMachine } from '../../../machines/firmwareCheckMachine';
import { checkFirmwareVersion } from '../../api/firmware';
import { useAppMachine } from '../../lib/useAppMachine';

const machine = firmwareCheckMachine.provide({
  actors: { check: fromPromise(({ input }) => checkFirmwareVersion(input)) },
});

/** The update check with the real call. */
export function useFirmwareCheckMachine() {
  return useAppMachine(machine);
}
