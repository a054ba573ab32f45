/**
 * What makes a laid-out diagram unreadable, one sentence per problem: boxes of sibling states on
 * top of each other, a state over its parent's header or outside its parent, label boxes on top of
 * each other or on a state they do not belong to, text under 11 px.
 */
import type {
  Box,
  DiagramLayout,
} from '../../../src/features/machineInspector/diagram/diagramLayout';
import { FONT_PX } from '../../../src/features/machineInspector/diagram/textMeasure';

/** Boxes that share some area (touching edges do not count). */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const MIN_FONT_PX = 11;

export function layoutProblems(layout: DiagramLayout): string[] {
  const problems: string[] = [];
  const shapes = [
    ...layout.states.map((state) => ({ ...state, parentId: state.parentId })),
    ...layout.markers,
  ];
  const byId = new Map(layout.states.map((state) => [state.id, state]));

  shapes.forEach((a, index) => {
    for (const b of shapes.slice(index + 1))
      if (a.parentId === b.parentId && overlap(a, b)) problems.push(`${a.id} overlaps ${b.id}`);
    const parent = a.parentId === undefined ? undefined : byId.get(a.parentId);
    if (!parent) return;
    const content = {
      x: parent.x,
      y: parent.y + parent.headerHeight,
      width: parent.width,
      height: parent.height - parent.headerHeight,
    };
    if (!inside(a, content)) problems.push(`${a.id} is not inside ${parent.id} below its header`);
  });

  const labels = layout.edges.flatMap((edge) =>
    edge.label ? [{ ...edge.label, id: edge.id }] : [],
  );
  labels.forEach((a, index) => {
    for (const b of labels.slice(index + 1))
      if (overlap(a, b)) problems.push(`the label of ${a.id} overlaps that of ${b.id}`);
    for (const shape of shapes) {
      if (!overlap(a, shape)) continue;
      const state = byId.get(shape.id);
      // A label may lie in a region, below its header: that is where its edge runs.
      const region = state?.holdsStates
        ? { ...state, y: state.y + state.headerHeight, height: state.height - state.headerHeight }
        : undefined;
      if (!region || !inside(a, region)) problems.push(`the label of ${a.id} overlaps ${shape.id}`);
    }
  });

  for (const line of [...layout.states, ...labels].flatMap((each) => each.lines))
    if (FONT_PX[line.role] < MIN_FONT_PX)
      problems.push(`"${line.text}" is drawn at ${FONT_PX[line.role]} px`);
  return problems;
}
