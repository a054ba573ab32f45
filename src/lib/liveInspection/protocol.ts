/**
 * The live view's protocol (docs/decisions.md "Live view of the running machines"): in
 * development every tab of the app reports its running actors on one BroadcastChannel, and the
 * inspector tab (#/__machines/live) listens. Messages are JSON-safe data only: a tab's actors
 * reach another tab as copies, never as objects.
 */
import type { JsonValue } from './jsonSafe';

/** The channel's name: also a marker the production-build check looks for (it must not ship). */
export const LIVE_CHANNEL = 'machine-inspector-live';

/** Where an actor runs: one tab of the app, at its current address. */
export interface LiveTab {
  id: string;
  /** The tab's hash route, as the address bar shows it (`#/loginn`). */
  route: string;
}

/** What an actor was doing at its latest snapshot. */
export interface LiveSnapshot {
  /** `active`, `done`, `error` or `stopped`, as XState reports it. */
  status: string;
  /** Every active state node's full id, ancestors included (a machine's `snapshot._nodes`). */
  activeStateIds: string[];
  /** The active leaf states alone: the states the machine is "in". */
  leafStateIds: string[];
  context: JsonValue;
}

/** One event an actor received. */
export interface LiveEvent {
  type: string;
  /** The event's other fields. */
  payload: JsonValue;
  /** Milliseconds since the epoch, when the tab saw it. */
  at: number;
}

/** A running actor, as a tab describes it. */
export interface LiveActor {
  sessionId: string;
  /** Its id in its parent (the invoke id), or the machine id for a root actor. */
  actorId: string;
  /** The machine it runs, if it runs one (an invoked promise does not). */
  machineId: string | undefined;
  parentSessionId: string | undefined;
  /** The tab's route when the actor started: the screen it belongs to. */
  route: string;
  startedAt: number;
  snapshot: LiveSnapshot;
  /** Its latest events, oldest first (a reply to `hello` carries a bounded tail). */
  events: LiveEvent[];
}

export type LiveMessage =
  /** An inspector tab opened: every other tab answers with `actors`. */
  | { kind: 'hello'; from: string }
  /** A tab's running actors, all of them: a reply to `hello`. */
  | { kind: 'actors'; tab: LiveTab; actors: LiveActor[] }
  | { kind: 'started'; tab: LiveTab; actor: LiveActor }
  | { kind: 'snapshot'; tab: LiveTab; sessionId: string; snapshot: LiveSnapshot }
  | { kind: 'event'; tab: LiveTab; sessionId: string; event: LiveEvent }
  | { kind: 'stopped'; tab: LiveTab; sessionId: string; snapshot: LiveSnapshot }
  /** The tab moved to another route. */
  | { kind: 'route'; tab: LiveTab }
  /** The tab is closing or leaving the app: its actors are gone. */
  | { kind: 'tabClosed'; tab: LiveTab };

const KINDS: ReadonlySet<string> = new Set<LiveMessage['kind']>([
  'hello',
  'actors',
  'started',
  'snapshot',
  'event',
  'stopped',
  'route',
  'tabClosed',
]);

/**
 * Whether a message on the channel is one of ours. Every sender is this app's own code (a
 * BroadcastChannel is same-origin), so the kind is what tells a message of an older protocol.
 */
export function isLiveMessage(data: unknown): data is LiveMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'kind' in data &&
    typeof data.kind === 'string' &&
    KINDS.has(data.kind)
  );
}
