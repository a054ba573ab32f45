/**
 * One tab's side of the live view (./protocol.ts): turns XState's inspection events about the
 * tab's actors into messages, and answers an inspector's `hello` with every actor still running,
 * so a live view opened later starts from the present, not from its own first message.
 */
import type { InspectionEvent } from 'xstate';
import { toJsonSafe } from './jsonSafe';
import type { LiveActor, LiveEvent, LiveMessage, LiveSnapshot, LiveTab } from './protocol';

/** The events a tab keeps per running actor for a `hello` reply. */
export const REPLAYED_EVENTS = 30;
/** The largest context sent, in characters of JSON; a larger one is cut (./jsonSafe.ts). */
export const CONTEXT_MAX_CHARS = 16_000;
/** The largest event payload sent, likewise. */
export const PAYLOAD_MAX_CHARS = 4_000;

export interface LiveReporterOptions {
  post: (message: LiveMessage) => void;
  /** The tab as it is now (its route changes). */
  tab: () => LiveTab;
  now: () => number;
}

type InspectedRef = InspectionEvent['actorRef'];

/** A snapshot of any actor logic, read without trusting its shape. */
export function describeSnapshot(snapshot: unknown): LiveSnapshot {
  const fields: Record<string, unknown> =
    typeof snapshot === 'object' && snapshot !== null ? { ...snapshot } : {};
  const nodes = Array.isArray(fields._nodes) ? (fields._nodes as unknown[]) : [];
  const stateNodes = nodes.flatMap((node) =>
    typeof node === 'object' && node !== null && 'id' in node && typeof node.id === 'string'
      ? [{ id: node.id, type: 'type' in node ? node.type : undefined }]
      : [],
  );
  return {
    status: typeof fields.status === 'string' ? fields.status : 'active',
    activeStateIds: stateNodes.map((node) => node.id),
    leafStateIds: stateNodes
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map((node) => node.id),
    context: 'context' in fields ? toJsonSafe(fields.context, CONTEXT_MAX_CHARS) : null,
  };
}

function machineIdOf(snapshot: unknown): string | undefined {
  if (typeof snapshot !== 'object' || snapshot === null || !('machine' in snapshot)) return;
  const { machine } = snapshot;
  return typeof machine === 'object' && machine !== null && 'id' in machine
    ? String(machine.id)
    : undefined;
}

function parentSessionIdOf(ref: InspectedRef): string | undefined {
  if (!('_parent' in ref)) return;
  const parent: unknown = ref._parent;
  return typeof parent === 'object' && parent !== null && 'sessionId' in parent
    ? String(parent.sessionId)
    : undefined;
}

function describeEvent(event: { type: string }, at: number): LiveEvent {
  // Copied with its type, which tells whether its value is a password (./jsonSafe.ts).
  const copied = toJsonSafe(event, PAYLOAD_MAX_CHARS);
  const payload =
    typeof copied === 'object' && copied !== null && !Array.isArray(copied)
      ? Object.fromEntries(Object.entries(copied).filter(([key]) => key !== 'type'))
      : copied;
  return { type: event.type, payload, at };
}

interface Running {
  ref: InspectedRef;
  actor: Omit<LiveActor, 'snapshot' | 'events'>;
  events: LiveEvent[];
}

export function createLiveReporter({ post, tab, now }: LiveReporterOptions) {
  const running = new Map<string, Running>();

  const fullActor = ({ ref, actor, events }: Running): LiveActor => ({
    ...actor,
    snapshot: describeSnapshot(ref.getSnapshot()),
    events,
  });

  /** An actor starts with its init event, or shows up active (StrictMode restarts the same one). */
  function start(ref: InspectedRef): Running {
    const snapshot = ref.getSnapshot();
    const machineId = machineIdOf(snapshot);
    const parentSessionId = parentSessionIdOf(ref);
    const invokeId = 'id' in ref && typeof ref.id === 'string' ? ref.id : undefined;
    const entry: Running = {
      ref,
      actor: {
        sessionId: ref.sessionId,
        // A root actor's own id is its session id: its machine names it better.
        actorId: (parentSessionId === undefined ? machineId : invokeId) ?? ref.sessionId,
        machineId,
        parentSessionId,
        route: tab().route,
        startedAt: now(),
      },
      events: [],
    };
    running.set(ref.sessionId, entry);
    post({ kind: 'started', tab: tab(), actor: fullActor(entry) });
    return entry;
  }

  function onEvent(ref: InspectedRef, event: { type: string }) {
    const entry =
      running.get(ref.sessionId) ?? (event.type === 'xstate.init' ? start(ref) : undefined);
    // An event sent to an actor that is not running is dropped by XState too.
    if (!entry) return;
    const described = describeEvent(event, now());
    entry.events = [...entry.events, described].slice(-REPLAYED_EVENTS);
    post({ kind: 'event', tab: tab(), sessionId: ref.sessionId, event: described });
  }

  function onSnapshot(ref: InspectedRef, snapshot: unknown) {
    const described = describeSnapshot(snapshot);
    const active = described.status === 'active';
    if (!running.has(ref.sessionId)) {
      if (active) start(ref);
      return;
    }
    if (active) {
      post({ kind: 'snapshot', tab: tab(), sessionId: ref.sessionId, snapshot: described });
      return;
    }
    running.delete(ref.sessionId);
    post({ kind: 'stopped', tab: tab(), sessionId: ref.sessionId, snapshot: described });
  }

  /** Every running actor, with its latest snapshot and events. */
  const announce = () =>
    post({ kind: 'actors', tab: tab(), actors: [...running.values()].map(fullActor) });

  return {
    /** XState's inspection events, as `machineInspector` relays them. */
    inspect(event: InspectionEvent) {
      if (event.type === '@xstate.event') onEvent(event.actorRef, event.event);
      else if (event.type === '@xstate.snapshot') onSnapshot(event.actorRef, event.snapshot);
    },
    /** A message from the channel: an inspector's `hello` from another tab is answered. */
    receive(message: LiveMessage) {
      if (message.kind === 'hello' && message.from !== tab().id) announce();
    },
    announce,
    routeChanged() {
      post({ kind: 'route', tab: tab() });
    },
    tabClosed() {
      post({ kind: 'tabClosed', tab: tab() });
    },
  };
}
