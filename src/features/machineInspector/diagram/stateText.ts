/**
 * The text of a state's box and of a transition's label on the diagram, in lines whose sizes the
 * layout knows (textMeasure.ts). A transition that stays in its state (no target, or its own
 * state) is written inside the state's box rather than drawn as a loop: labelled like any other,
 * it never crosses another edge.
 */
import type { GraphState, GraphTransition } from './machineGraph';
import { columns, wrapText, type TextLine } from './textMeasure';
import { actionsLine, triggerLine } from './transitionText';

/** Columns of a line before it wraps: narrow labels keep the layers of the layout narrow. */
const WRAP_COLUMNS = 32;

const lines = (text: string | undefined, role: TextLine['role']): TextLine[] =>
  text ? wrapText(text, WRAP_COLUMNS).map((each) => ({ text: each, role })) : [];

/** A transition that does not leave its state: drawn inside the state's box. */
export const staysInState = (transition: GraphTransition) =>
  transition.targetIds.every((target) => target === transition.sourceId);

/**
 * `SUBMIT [hasProblems]` (the guard on a line of its own when both are long), then `/ actions`,
 * then the transition's description.
 */
export function transitionLines(transition: GraphTransition): TextLine[] {
  const trigger = triggerLine(transition);
  const triggerLines =
    transition.guard && columns(trigger) > WRAP_COLUMNS
      ? [transition.trigger, `  [${transition.guard}]`]
      : [trigger];
  return [
    ...triggerLines.map((text) => ({ text, role: 'label' as const })),
    ...lines(actionsLine(transition), 'label'),
    ...lines(transition.description, 'note'),
  ];
}

/** A state's box (or a compound state's header): name, meaning, what runs, what stays. */
export function stateLines(state: GraphState, staying: readonly GraphTransition[]): TextLine[] {
  const listed = (label: string, names: readonly string[]) =>
    names.length > 0 ? lines(`${label} / ${names.join(', ')}`, 'note') : [];
  return [
    { text: state.key, role: 'title' },
    ...lines(state.description, 'note'),
    ...state.invokes.map((text) => ({ text, role: 'note' as const })),
    ...listed('entry', state.entry),
    ...listed('exit', state.exit),
    ...staying.flatMap((transition) =>
      transitionLines(transition).map((line, index) =>
        index === 0 ? { ...line, text: `↻ ${line.text}` } : { ...line, text: `  ${line.text}` },
      ),
    ),
  ];
}
