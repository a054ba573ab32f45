/**
 * The pending timers of a simulated run, read from XState's own scheduler, and when each falls due
 * on the run's `SimulatedClock`.
 */
import type { AnyActorRef, AnyEventObject, SimulatedClock } from 'xstate';

export interface PendingTimer {
  /** The delay's name (or its ms) and the state that set it. */
  delay: string;
  stateId: string;
  ms: number;
  dueAt: number;
}

export interface Scheduled {
  event: AnyEventObject;
  delay: number;
  dueAt: number;
}

/**
 * The timers of a run, from the scheduler's own record of its delayed events. An event first
 * seen after a step was scheduled at the clock's time then: the clock moves only in `advance`,
 * which runs it exactly to the time a timer falls due.
 */
export function timersOf(actor: AnyActorRef, clock: SimulatedClock) {
  const dueTimes = new WeakMap<object, number>();
  const pending = () => Object.values(actor.system.getSnapshot()._scheduledEvents);
  return {
    note() {
      for (const one of pending())
        if (!dueTimes.has(one)) dueTimes.set(one, clock.now() + one.delay);
    },
    list(): Scheduled[] {
      return pending()
        .flatMap((one) => {
          const dueAt = dueTimes.get(one);
          return dueAt === undefined ? [] : [{ event: one.event, delay: one.delay, dueAt }];
        })
        .sort((a, b) => a.dueAt - b.dueAt);
    },
  };
}

export function timerOf({ event, delay, dueAt }: Scheduled): PendingTimer {
  const [, , name = '', ...state] = event.type.split('.');
  return { delay: name, stateId: state.join('.'), ms: delay, dueAt };
}
