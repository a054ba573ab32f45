/**
 * Interaction latency as INP counts it: the Event Timing API's `duration` of an interaction's
 * events (from the input to the next paint after its handlers ran, rounded to 8 ms), the longest
 * over the events that share one `interactionId` (a click's pointerdown, pointerup and click; a
 * key's keydown and keyup). The page's observer (pageScripts.ts) keeps only events of 16 ms or
 * more, the smallest threshold the API allows.
 */
import { isNumber } from './pageScripts';

export interface EventEntry {
  /** The Event Timing entry's interactionId. */
  id: number;
  /** The event's type: pointerdown, click, keydown… */
  name: string;
  /** ms since navigation start */
  start: number;
  duration: number;
}

/** Under the observer's threshold: no entry arrives, and the interaction counts as this. */
export const eventThresholdMs = 16;

/** Every event entry the page has kept so far. */
export const eventsScript = `(() => window.__bench ? window.__bench.events : null)()`;

function isEventEntry(value: unknown): value is EventEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, start, duration } = value as Record<string, unknown>;
  return isNumber(id) && typeof name === 'string' && isNumber(start) && isNumber(duration);
}

export function parseEvents(raw: unknown, url: string): EventEntry[] {
  if (!Array.isArray(raw)) throw new Error(`${url}: the observer script did not run`);
  const entries: unknown[] = raw;
  return entries.filter(isEventEntry);
}

export interface InteractionLatency {
  /** The interaction's latency, or the threshold when no event reached it. */
  latencyMs: number;
  /** The longest event, e.g. `pointerup 120 ms`, or why there is none. */
  longest: string;
}

/**
 * The latency of the one interaction that started at or after `since`. More than one would mean
 * the input was not the one meant (a stray hover counts as none: it has no interactionId).
 */
export function interactionLatency(
  entries: readonly EventEntry[],
  since: number,
  url: string,
): InteractionLatency {
  const after = entries.filter((entry) => entry.start >= since);
  const ids = new Set(after.map((entry) => entry.id));
  if (ids.size > 1) throw new Error(`${url}: ${ids.size} interactions where one was meant`);
  const longest = after.reduce<EventEntry | null>(
    (top, entry) => (top === null || entry.duration > top.duration ? entry : top),
    null,
  );
  return longest
    ? { latencyMs: longest.duration, longest: `${longest.name} ${longest.duration} ms` }
    : { latencyMs: eventThresholdMs, longest: `every event under ${eventThresholdMs} ms` };
}
