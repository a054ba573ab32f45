import { useState } from 'react';
import { BaseEdge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';
import { CoverageMarks } from './CoverageMarks';
import type { TransitionFlowEdge } from './flowElements';
import { TextLines } from './TextLines';
import * as css from './diagram.css';

/**
 * A transition along ELK's route, its label where ELK placed it. Pointing at the label brings
 * out its arrow, which can pass other labels on its way.
 */
export function TransitionEdge({ id, data, style, markerEnd }: EdgeProps<TransitionFlowEdge>) {
  const [pointed, setPointed] = useState(false);
  if (!data) return null;
  const { edge, guardDescriptions, marks } = data;
  const hasElse = edge.transitions.some((transition) => transition.isElse);
  const path = edge.points
    .map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`)
    .join(' ');
  const label = edge.label;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        style={pointed ? { ...style, stroke: css.POINTED_COLOUR, strokeWidth: 3 } : style}
      />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className={`${css.edgeLabel} ${hasElse ? css.elseLabel : ''} ${pointed ? css.pointedLabel : ''}`}
            style={{
              transform: `translate(${label.x}px, ${label.y}px)`,
              width: label.width,
              height: label.height,
            }}
            lang="en"
            title={guardDescriptions}
            data-transitions={edge.transitions.map((transition) => transition.id).join(' ')}
            onPointerEnter={() => setPointed(true)}
            onPointerLeave={() => setPointed(false)}
          >
            <TextLines lines={label.lines} />
          </div>
          <CoverageMarks
            marks={marks}
            style={{ transform: `translate(${label.x + label.width}px, ${label.y}px)` }}
          />
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}
