/**
 * Where each transition's coverage mark stands: beside the first line of the transition's text,
 * in an arrow's label or in the box of the state it stays in (stateText.ts), at the heights the
 * layout measured (textMeasure.ts). The marks sit outside the boxes, whose sizes stay the
 * layout's.
 */
import type { CoverageMark } from '../coverage/matchCoverage';
import type { LaidOutState } from './diagramLayout';
import type { GraphTransition, MachineGraph } from './machineGraph';
import { staysInState, transitionLines } from './stateText';
import { lineHeight, PADDING, type TextLine } from './textMeasure';

export type Coverage = ReadonlyMap<string, CoverageMark>;

export interface PlacedMark {
  transitionId: string;
  mark: CoverageMark;
  /** From the top of the box. */
  top: number;
}

/** The borders of a label and of a state's box (diagram.css.ts). */
const LABEL_BORDER = 1;
const STATE_BORDER = 1.5;

const heightOf = (lines: readonly TextLine[]) =>
  lines.reduce((sum, line) => sum + lineHeight(line.role), 0);

function placed(
  transitions: readonly GraphTransition[],
  coverage: Coverage,
  firstTop: number,
): PlacedMark[] {
  let top = firstTop;
  return transitions.flatMap((transition) => {
    const at = top;
    top += heightOf(transitionLines(transition));
    const mark = coverage.get(transition.id);
    return mark ? [{ transitionId: transition.id, mark, top: at }] : [];
  });
}

/** The marks of an arrow's label: its transitions' texts are stacked in order. */
export const labelMarks = (transitions: readonly GraphTransition[], coverage: Coverage) =>
  placed(transitions, coverage, LABEL_BORDER + PADDING.label.y);

/**
 * The marks of the transitions written inside each state's box: they close its text. The box
 * standing for any state holds the root's.
 */
export function stateMarks(
  graph: MachineGraph,
  states: readonly LaidOutState[],
  coverage: Coverage,
): Map<string, PlacedMark[]> {
  return new Map(
    states.map((state) => {
      const sourceId = state.kind === 'anyState' ? graph.rootId : state.id;
      const staying = graph.transitions.filter(
        (transition) => transition.sourceId === sourceId && staysInState(transition),
      );
      const stayingHeight = staying.reduce(
        (sum, transition) => sum + heightOf(transitionLines(transition)),
        0,
      );
      const firstTop = STATE_BORDER + PADDING.state.y + heightOf(state.lines) - stayingHeight;
      return [state.id, placed(staying, coverage, firstTop)];
    }),
  );
}
