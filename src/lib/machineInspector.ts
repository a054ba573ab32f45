/**
 * Which states the app's running machines are in, collected through XState's
 * own `inspect` option, for the development gallery (#/__machines).
 * Works offline, unlike the hosted Stately inspector.
 */
import type { InspectionEvent } from 'xstate';

type Listener = () => void;

interface Running {
  machineId: string;
  activeStateIds: readonly string[];
}

interface MachineLikeSnapshot {
  status?: string;
  machine?: { id?: string };
  _nodes?: readonly { id: string }[];
}

export function createMachineInspector() {
  const running = new Map<string, Running>();
  const listeners = new Set<Listener>();
  let version = 0;

  return {
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.snapshot') return;
      const snapshot = event.snapshot as MachineLikeSnapshot;
      const machineId = snapshot.machine?.id;
      if (!machineId) return;
      const key = event.actorRef.sessionId;
      if (snapshot.status === 'active') {
        running.set(key, {
          machineId,
          activeStateIds: (snapshot._nodes ?? []).map((node) => node.id),
        });
      } else {
        running.delete(key);
      }
      version += 1;
      listeners.forEach((listener) => listener());
    },
    /** The union of active state ids over every running instance of a machine. */
    activeStates(machineId: string): string[] {
      const ids = new Set<string>();
      for (const entry of running.values()) {
        if (entry.machineId === machineId) entry.activeStateIds.forEach((id) => ids.add(id));
      }
      return [...ids];
    },
    instances(machineId: string): number {
      return [...running.values()].filter((entry) => entry.machineId === machineId).length;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

// Pure: a production build, which never reads it (useAppMachine), leaves it out.
export const machineInspector = /* @__PURE__ */ createMachineInspector();
