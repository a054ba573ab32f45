/**
 * The one place the app's running machines report to, through XState's own `inspect` option
 * (`appActorOptions`, development only): in the app, the live view's reporter
 * (src/lib/liveInspection/); in tests, the trace of the machines a screen ran.
 */
import type { InspectionEvent } from 'xstate';

type Observer = (event: InspectionEvent) => void;

export function createMachineInspector() {
  const observers = new Set<Observer>();
  return {
    inspect(event: InspectionEvent) {
      observers.forEach((observer) => observer(event));
    },
    /** Calls `observer` with every inspection event from now on; returns the unsubscribe. */
    observe(observer: Observer) {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
  };
}

// Pure: a production build, which never reads it (useAppMachine), leaves it out.
export const machineInspector = /* @__PURE__ */ createMachineInspector();
