/**
 * What a machine's parts are called on its diagrams: events, delays, guards and actions, and the
 * label of a transition. One definition for the inspector's diagram and the Markdown diagrams of
 * docs/machines/ (scripts/diagrams/), so the two always say the same (docs/decisions.md,
 * "Machine diagrams"). Pure: it reads the machine's definition only.
 */

/** The delays of a machine's implementations: numbers in ms, or expressions of the context. */
export type Delays = Readonly<Record<string, unknown>>;

/** What triggers a transition, in words. */
export interface TriggerText {
  /** `SUBMIT`, `always`, `after loginRedirect (2000 ms)`, `done: saveOrder`, `error: saveOrder`. */
  text: string;
  /** The delay of an `after` transition, when it is a number. */
  delayMs: number | undefined;
}

function delayText(delay: string, delays: Delays): TriggerText {
  if (/^\d+$/.test(delay)) return { text: `after ${delay} ms`, delayMs: Number(delay) };
  const value = delays[delay];
  return typeof value === 'number'
    ? { text: `after ${delay} (${value} ms)`, delayMs: value }
    : { text: `after ${delay} (computed)`, delayMs: undefined };
}

/**
 * The trigger of a transition of state `sourceId`, from XState's event type; `actorName` names
 * an invoked actor by its id (XState numbers the ones that have none).
 */
export function triggerText(
  eventType: string,
  sourceId: string,
  delays: Delays,
  actorName: (id: string) => string = (id) => id,
): TriggerText {
  const suffix = `.${sourceId}`;
  if (eventType.startsWith('xstate.after.') && eventType.endsWith(suffix)) {
    const delay = eventType.slice('xstate.after.'.length, -suffix.length);
    return delayText(delay, delays);
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done?.[1]) return { text: `done: ${actorName(done[1])}`, delayMs: undefined };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error?.[1]) return { text: `error: ${actorName(error[1])}`, delayMs: undefined };
  if (eventType.startsWith('xstate.done.state.')) return { text: 'done', delayMs: undefined };
  return { text: eventType || 'always', delayMs: undefined };
}

interface Typed {
  type?: unknown;
  guards?: unknown[];
}

/** A guard as written: its name, `!name`, `a && b`, `a || b`. */
export function guardText(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  const typed = guard as Typed;
  const inner = (typed.guards ?? []).map((each) => guardText(each) ?? 'guard');
  if (typed.type === 'xstate.not') return `!${inner[0] ?? 'guard'}`;
  if (typed.type === 'xstate.and') return inner.join(' && ');
  if (typed.type === 'xstate.or') return inner.join(' || ');
  if (typeof typed.type === 'string') return typed.type;
  return typeof guard === 'function' && guard.name ? guard.name : 'guard';
}

/** The guard names a guard uses (`!a && b` uses a and b), for the guards' table. */
export function guardNames(guard: unknown): string[] {
  if (guard === undefined || guard === null) return [];
  if (typeof guard === 'string') return [guard];
  const typed = guard as Typed;
  if (typed.guards) return typed.guards.flatMap(guardNames);
  return typeof typed.type === 'string' ? [typed.type] : [];
}

interface BuiltInAction {
  type?: unknown;
  assignment?: unknown;
  event?: unknown;
  delay?: unknown;
}

/**
 * An action's name; undefined for what XState adds by itself (the raise and cancel of an `after`
 * timer), which the trigger already says.
 */
export function actionText(action: unknown): string | undefined {
  if (typeof action === 'string') return action;
  const typed = action as BuiltInAction;
  if (typed.type === 'xstate.cancel') return undefined;
  if (typed.type === 'xstate.raise') {
    const event = typed.event as { type?: unknown } | undefined;
    const type = typeof event?.type === 'string' ? event.type : undefined;
    if (type?.startsWith('xstate.after.')) return undefined;
    return type ? `raise ${type}` : 'raise';
  }
  if (typed.type === 'xstate.assign') {
    const keys =
      typeof typed.assignment === 'object' && typed.assignment !== null
        ? Object.keys(typed.assignment)
        : [];
    return keys.length > 0 ? `assign ${keys.join(', ')}` : 'assign';
  }
  if (typeof typed.type === 'string') return typed.type.replace(/^xstate\./, '');
  return typeof action === 'function' && action.name ? action.name : 'action';
}

/** The names of a list of actions, without XState's own. */
export const actionTexts = (actions: readonly unknown[]): string[] =>
  actions.map(actionText).filter((name): name is string => name !== undefined);

/** The parts of a transition's label. */
export interface LabelParts {
  trigger: string;
  /** The guard as written, or `else` for the fallback of guarded candidates. */
  guard: string | undefined;
  actions: readonly string[];
}

/** `SUBMIT [hasProblems]`: what fires a transition and when. */
export const triggerLine = ({ trigger, guard }: LabelParts) =>
  guard ? `${trigger} [${guard}]` : trigger;

/** `/ focusFirstProblem, showErrors`: what it does. */
export const actionsLine = ({ actions }: LabelParts) =>
  actions.length > 0 ? `/ ${actions.join(', ')}` : undefined;

/** The label on one line: `SUBMIT [hasProblems] / focusFirstProblem`. */
export const transitionLabel = (parts: LabelParts) =>
  [triggerLine(parts), actionsLine(parts)].filter(Boolean).join(' ');
