import { BaseEdge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';
import type { TransitionFlowEdge } from './flowElements';
import { TextLines } from './TextLines';
import * as css from './diagram.css';

/** A transition along ELK's route, its label where ELK placed it. */
export function TransitionEdge({ id, data, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  if (!data) return null;
  const { edge, guardDescriptions } = data;
  const hasElse = edge.transitions.some((transition) => transition.isElse);
  const path = edge.points
    .map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`)
    .join(' ');
  const label = edge.label;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className={`${css.edgeLabel} ${hasElse ? css.elseLabel : ''}`}
            style={{
              transform: `translate(${label.x}px, ${label.y}px)`,
              width: label.width,
              height: label.height,
            }}
            title={guardDescriptions}
            data-transitions={edge.transitions.map((transition) => transition.id).join(' ')}
          >
            <TextLines lines={label.lines} />
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}
