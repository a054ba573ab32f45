/**
 * A machine made ready to simulate: every actor it invokes is held (it never settles by itself,
 * the reviewer answers it), every effect the app provides is recorded instead of run, and the
 * machine's own actions (`assign` and the like) stay as they are. A child machine it invokes
 * (the checkout's payment polling) runs, simulated the same way, so its steps can be walked too
 * (docs/decisions.md "Machine simulation").
 */
import { fromPromise, StateMachine, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { isAppEffect } from '../../../../machines/notProvided';

/** An effect the machine asked the app for, with the machine that asked. */
export interface RecordedEffect {
  machineId: string;
  type: string;
  params?: unknown;
}

/** An actor that is started and then waits for the reviewer's answer. */
const held = fromPromise<never>(() => new Promise<never>(() => {}));

const isMachine = (logic: AnyActorLogic): logic is AnyStateMachine => logic instanceof StateMachine;

export function simulatedMachine(
  machine: AnyStateMachine,
  record: (effect: RecordedEffect) => void,
): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>).map(
      ([name, logic]) => [name, isMachine(logic) ? simulatedMachine(logic, record) : held],
    ),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions as Record<string, unknown>)
      .filter(([, action]) => isAppEffect(action))
      .map(([type]) => [
        type,
        (_: unknown, params: unknown) =>
          record(
            params === undefined
              ? { machineId: machine.id, type }
              : { machineId: machine.id, type, params },
          ),
      ]),
  );
  return machine.provide({ actors, actions });
}
