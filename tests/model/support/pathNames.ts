/**
 * A path's name in plain words, for a tester choosing it with `-t` or reading a failure:
 * `checkout: CHOOSE_ADDRESS #a2 → CHOOSE_METHOD wallet → checkPayment: not paid ×2 ⇒ paid`.
 * Steps are the machine's own event names with their data in short, actor answers as
 * `<actor>: <output or error>` and delays as the diagram writes them (transitionText.ts), never
 * XState's internal `xstate.after…`/`xstate.done.actor…` types; a run of one step is folded.
 */
import type { AnyEventObject, StateValue } from 'xstate';
import {
  triggerText,
  type Delays,
} from '../../../src/features/machineInspector/diagram/transitionText';

const LONGEST_TEXT = 24;

const isId = (key: string) => key === 'id' || /Id$/.test(key);

const clip = (text: string) =>
  text.length > LONGEST_TEXT ? `${text.slice(0, LONGEST_TEXT - 1)}…` : text;

/** One value in short: ids as `#a2`, flags as `paid`/`not paid`, records by their id or fields. */
export function shortValue(value: unknown, key = ''): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return key ? (value ? key : `not ${key}`) : String(value);
  if (typeof value === 'string') return isId(key) ? `#${value}` : clip(value || '""');
  if (typeof value === 'number') return key && !isId(key) ? `${key} ${value}` : String(value);
  if (value instanceof Error) return clip(value.message);
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : `[${value.map((item) => shortValue(item)).join(' ')}]`;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' || typeof record.id === 'number') return `#${record.id}`;
    const entries = Object.entries(record).filter(([, field]) => field !== undefined);
    return entries.length === 0
      ? '{}'
      : entries.map(([field, inner]) => shortValue(inner, field)).join(', ');
  }
  return clip(String(value));
}

/** An event's data in short; a lone field of plain text goes without its key (`wallet`). */
function shortData(data: Record<string, unknown>): string {
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  if (entries.length === 1 && typeof entries[0]![1] === 'string' && !isId(entries[0]![0]))
    return clip(entries[0]![1] || '""');
  return entries.map(([key, value]) => shortValue(value, key)).join(', ');
}

/** One step: `CHOOSE_METHOD wallet`, `checkPayment: not paid`, `after pollInterval (3000 ms)`. */
export function stepText(event: AnyEventObject, delays: Delays = {}): string {
  const { type, ...data } = event;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]}: ${'output' in data ? shortValue(data.output) : 'done'}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]}: ${'error' in data ? `error ${shortValue(data.error)}` : 'error'}`;
  const after = /^xstate\.after\.([^.]+)\.(.+)$/.exec(type);
  if (after) return triggerText(type, after[2]!, delays).text;
  const text = triggerText(type, '', delays).text;
  const detail = shortData(data);
  return detail ? `${text} ${detail}` : text;
}

/** Steps in order, a run of the same step folded into one (`checkPayment: not paid ×2`). */
export function stepsText(events: readonly AnyEventObject[], delays: Delays = {}): string {
  const steps = events.map((event) => stepText(event, delays));
  const runs: string[] = [];
  for (let i = 0; i < steps.length;) {
    let j = i;
    while (steps[j] === steps[i]) j += 1;
    runs.push(j - i > 1 ? `${steps[i]} ×${j - i}` : steps[i]!);
    i = j;
  }
  return runs.join(' → ') || '(start)';
}

/** A state value as a tester reads it: `payment.walletQr`, regions joined by `+`. */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, inner]) => {
      const innerText = inner === undefined ? '' : stateText(inner);
      return innerText.includes('+') ? `${key}(${innerText})` : `${key}.${innerText}`;
    })
    .join(' + ');
}

/** The flow a machine test is about: `checkoutMachine` → `checkout`. */
export const flowName = (name: string) => name.replace(/Machine$/, '');

/** `checkout: CHOOSE_ADDRESS #a2 → CHOOSE_METHOD wallet ⇒ payment.walletQr`. */
export const pathName = (
  flow: string,
  events: readonly AnyEventObject[],
  end: StateValue,
  delays: Delays = {},
) => `${flow}: ${stepsText(events, delays)} ⇒ ${stateText(end)}`;
