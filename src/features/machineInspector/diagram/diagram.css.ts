import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { FONT_FAMILY, FONT_PX, lineHeight, PADDING } from './textMeasure';

export const frame = style({
  width: '100%',
  // Never narrower than a phone: a window squeezed to nothing (Chromium's full-page screenshot
  // passes through 1 x 1) would leave React Flow a container of width 0, which it warns about.
  minWidth: '320px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

/** The text roles at the sizes the layout measured (textMeasure.ts). */
export const line = styleVariants(FONT_PX, (px, role) => ({
  display: 'block',
  fontSize: `${px}px`,
  lineHeight: `${lineHeight(role)}px`,
  whiteSpace: 'pre',
  fontWeight: role === 'title' ? 700 : 400,
}));

const box = style({
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  fontFamily: FONT_FAMILY,
  color: vars.color.text,
  border: `1.5px solid ${vars.color.footer}`,
  borderRadius: vars.radius.md,
  padding: `${PADDING.state.y}px ${PADDING.state.x}px`,
  overflow: 'visible',
});

export const state = styleVariants({
  atomic: [box, { background: vars.color.surface }],
  final: [
    box,
    {
      background: vars.color.surface,
      outline: `1.5px solid ${vars.color.footer}`,
      outlineOffset: '-5px',
    },
  ],
  history: [box, { background: vars.color.surface, borderStyle: 'dotted' }],
  // Regions are not filled: the labels of the edges inside are drawn below the nodes' layer.
  compound: [box, { background: 'transparent' }],
  // Parallel: the regions inside run at the same time; dashed, as in UML and Stately's editor.
  parallel: [
    box,
    { background: 'transparent', borderStyle: 'dashed', borderColor: vars.color.brand },
  ],
  anyState: [
    box,
    { background: vars.color.surfaceAlt, borderStyle: 'dashed', borderRadius: '999px' },
  ],
});

/** The active leaf's fill (the theme's focus yellow), on the diagram and its minimap. */
export const ACTIVE_COLOUR = vars.color.focus;
export const MINIMAP_STATE_COLOUR = vars.color.border;

/** The active leaf: where the machine is now. */
export const activeLeaf = style({
  background: ACTIVE_COLOUR,
  borderColor: vars.color.footer,
  boxShadow: `0 0 0 3px ${vars.color.footer}`,
});

/** An active ancestor of the active leaf: outlined only, so the leaf stands out. */
export const activeAncestor = style({
  borderColor: vars.color.brand,
  borderWidth: '3px',
});

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const initialDot = style({
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  background: vars.color.footer,
});

/** The handles edges hang from: ELK routes the edges, nothing is connected by hand. */
export const handle = style({ opacity: 0, pointerEvents: 'none' });

export const edgeLabel = style({
  position: 'absolute',
  boxSizing: 'border-box',
  fontFamily: FONT_FAMILY,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${PADDING.label.y}px ${PADDING.label.x}px`,
  pointerEvents: 'all',
});

export const elseLabel = style({ borderStyle: 'dashed' });

/** The arrows: dark enough to follow across the page. */
export const EDGE_COLOUR = vars.color.textMuted;

/** The arrow of the label under the pointer, and the label. */
export const POINTED_COLOUR = vars.color.brand;
export const pointedLabel = style({
  borderColor: POINTED_COLOUR,
  boxShadow: `0 0 0 1px ${POINTED_COLOUR}`,
});

// React Flow's credit, at the diagram's smallest size and a readable contrast (its own is 10 px, grey).
globalStyle(`${frame} .react-flow__attribution`, { fontSize: `${FONT_PX.note}px` });
globalStyle(`${frame} .react-flow__attribution a`, { color: vars.color.textMuted });

// On the active leaf's fill, the muted grey falls under 4.5:1: its notes take the dark text.
globalStyle(`${activeLeaf} ${muted}`, { color: vars.color.footer });

/**
 * A model-test report laid on the diagram: covered arrows solid green, uncovered ones dashed red,
 * those the report does not know dotted grey; each transition's mark says the same in a symbol
 * and a number, so colour is never the only sign.
 */
export const COVERAGE_COLOUR = {
  covered: vars.color.success,
  uncovered: vars.color.error,
  notInReport: vars.color.textMuted,
} as const;
export const COVERAGE_DASHES = {
  covered: undefined,
  uncovered: '7 4',
  notInReport: '2 3',
} as const;

export const coverageMarks = style({ position: 'absolute', width: 0, pointerEvents: 'none' });

/** A mark's look, on the diagram and in the legend. */
export const markLook = styleVariants(COVERAGE_COLOUR, (colour, kind) => ({
  fontFamily: FONT_FAMILY,
  fontSize: `${FONT_PX.note}px`,
  lineHeight: `${lineHeight('note')}px`,
  fontWeight: 700,
  whiteSpace: 'pre',
  padding: '0 3px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: colour,
  border: `1px ${kind === 'covered' ? 'solid' : kind === 'uncovered' ? 'dashed' : 'dotted'} ${colour}`,
}));

const placedMark = style({ position: 'absolute', left: '3px', pointerEvents: 'all' });

export const coverageMark = styleVariants(markLook, (look) => [look, placedMark]);
