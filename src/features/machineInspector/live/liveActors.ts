/**
 * What the live view knows of the other tabs' actors, built from the channel's messages
 * (src/lib/liveInspection/protocol.ts) by one pure function, so it is tested without a browser.
 * Actors that stop stay, marked, until "clear", except the calls a machine invoked (docs/decisions.md
 * "Live view of the running machines").
 */
import type {
  LiveActor,
  LiveEvent,
  LiveMessage,
  LiveSnapshot,
  LiveTab,
} from '../../../lib/liveInspection/protocol';

/** The events kept per actor: the newest, the oldest dropped first. */
export const KEPT_EVENTS = 100;
/** The stopped actors kept before "clear": the newest, so a long session stays readable. */
export const KEPT_STOPPED = 40;

/** `running`, or how it ended: XState's final status, or `gone` with its tab. */
export type ActorStatus = 'running' | 'stopped' | 'done' | 'error' | 'gone';

export interface SeenActor extends Omit<LiveActor, 'events'> {
  tabId: string;
  status: ActorStatus;
  events: LiveEvent[];
}

export interface SeenTab extends LiveTab {
  closed: boolean;
}

export interface LiveView {
  /** In the order they were first heard from. */
  tabs: SeenTab[];
  /** In the order they started. */
  actors: SeenActor[];
}

export const emptyLiveView: LiveView = { tabs: [], actors: [] };

function endStatus(snapshot: LiveSnapshot): ActorStatus {
  return snapshot.status === 'done' || snapshot.status === 'error' ? snapshot.status : 'stopped';
}

function withTab(view: LiveView, tab: LiveTab): LiveView {
  const known = view.tabs.some((seen) => seen.id === tab.id);
  return {
    ...view,
    tabs: known
      ? view.tabs.map((seen) => (seen.id === tab.id ? { ...tab, closed: false } : seen))
      : [...view.tabs, { ...tab, closed: false }],
  };
}

function updateActor(
  view: LiveView,
  sessionId: string,
  change: (actor: SeenActor) => SeenActor,
): LiveView {
  return {
    ...view,
    actors: view.actors.map((actor) => (actor.sessionId === sessionId ? change(actor) : actor)),
  };
}

/** A started actor, or one seen again (StrictMode starts the same actor a second time). */
function withActor(view: LiveView, tabId: string, actor: LiveActor): LiveView {
  const seen = view.actors.find((known) => known.sessionId === actor.sessionId);
  // A reply repeats the events already heard one by one: only the newer ones are added.
  const lastHeard = seen?.events.at(-1)?.at ?? -Infinity;
  const events = [
    ...(seen?.events ?? []),
    ...actor.events.filter((event) => event.at > lastHeard),
  ].slice(-KEPT_EVENTS);
  const started: SeenActor = { ...actor, tabId, status: 'running', events };
  return seen
    ? updateActor(view, actor.sessionId, () => started)
    : { ...view, actors: [...view.actors, started] };
}

/** Only the newest `KEPT_STOPPED` ended actors stay. */
function boundStopped(view: LiveView): LiveView {
  const ended = view.actors.filter((actor) => actor.status !== 'running');
  if (ended.length <= KEPT_STOPPED) return view;
  const dropped = new Set(ended.slice(0, ended.length - KEPT_STOPPED));
  return { ...view, actors: view.actors.filter((actor) => !dropped.has(actor)) };
}

/**
 * The view after one message. Messages of `ownTabId` (the live view's own tab, which runs the
 * app too) are left out.
 */
export function applyLiveMessage(view: LiveView, message: LiveMessage, ownTabId: string): LiveView {
  if (message.kind === 'hello' || message.tab.id === ownTabId) return view;
  const tabId = message.tab.id;
  const current = withTab(view, message.tab);
  switch (message.kind) {
    case 'route':
      return current;
    case 'actors': {
      const reported = new Set(message.actors.map((actor) => actor.sessionId));
      // A reply is the whole truth about its tab: what it does not list has ended unseen.
      const ended: LiveView = {
        ...current,
        actors: current.actors.map((actor) =>
          actor.tabId === tabId && actor.status === 'running' && !reported.has(actor.sessionId)
            ? { ...actor, status: 'stopped' }
            : actor,
        ),
      };
      return message.actors.reduce((next, actor) => withActor(next, tabId, actor), ended);
    }
    case 'started':
      return withActor(current, tabId, message.actor);
    case 'snapshot':
      return updateActor(current, message.sessionId, (actor) => ({
        ...actor,
        snapshot: message.snapshot,
      }));
    case 'event':
      return updateActor(current, message.sessionId, (actor) => ({
        ...actor,
        events: [...actor.events, message.event].slice(-KEPT_EVENTS),
      }));
    case 'stopped': {
      const ended = current.actors.find((actor) => actor.sessionId === message.sessionId);
      // An invoked call is listed while it runs; how it ended is in its parent's event log.
      if (ended?.parentSessionId !== undefined && ended.machineId === undefined)
        return {
          ...current,
          actors: current.actors.filter((actor) => actor !== ended),
        };
      return boundStopped(
        updateActor(current, message.sessionId, (actor) => ({
          ...actor,
          status: endStatus(message.snapshot),
          snapshot: message.snapshot,
        })),
      );
    }
    case 'tabClosed':
      return boundStopped({
        tabs: current.tabs.map((tab) => (tab.id === tabId ? { ...tab, closed: true } : tab)),
        actors: current.actors.map((actor) =>
          actor.tabId === tabId && actor.status === 'running'
            ? { ...actor, status: 'gone' }
            : actor,
        ),
      });
  }
}

/** The view without its ended actors, and without the closed tabs that had nothing else. */
export function clearEnded(view: LiveView): LiveView {
  const actors = view.actors.filter((actor) => actor.status === 'running');
  const tabs = view.tabs.filter(
    (tab) => !tab.closed || actors.some((actor) => actor.tabId === tab.id),
  );
  return { tabs, actors };
}
