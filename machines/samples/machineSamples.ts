/**
 * A machine's sample data, one table shared by its model test (tests/model) and the development
 * simulation (#/__machines/<id>): the inputs it can start from and, per event type, the events
 * that reach each of its branches, actor answers (`xstate.done.actor.<id>` outputs,
 * `xstate.error.actor.<id>` errors) included. Pure data: a sample module imports only machine
 * types and src/domain.
 */
import type { AnyEventObject } from 'xstate';

export interface MachineSamples {
  /** The inputs a run can start from; the model test starts from the first. */
  readonly inputs?: readonly unknown[];
  /** Per event type, the cases to send; a type not listed is sent bare (`{ type }`). */
  readonly events?: Readonly<Record<string, readonly AnyEventObject[]>>;
}
