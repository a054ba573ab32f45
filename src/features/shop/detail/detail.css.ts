import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const breadcrumb = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [atMost(breakpoints.narrow)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

export const pictureButton = style({
  '@media': { [atMost(breakpoints.narrow)]: { maxWidth: '420px', justifySelf: 'center' } },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
globalStyle(`${figure} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${figure} dd`, { margin: 0, fontWeight: 600 });

export const currentPrice = style({ color: vars.color.error, fontSize: vars.fontSize.lg });

export const warning = style({ margin: 0, color: vars.color.warning, fontWeight: 600 });

export const stepper = style({ display: 'inline-flex', alignItems: 'stretch', alignSelf: 'start' });

export const stepperButton = style({
  width: '40px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` },
    '&:last-child': { borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0` },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const stepperInput = style({
  width: '72px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderLeft: 0,
  borderRight: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const dialogReason = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });
export const dialogQuestion = style({ margin: 0 });

/** The introduction's room while its code loads: the footer stays out of view below it. */
export const introductionRoom = style({ minHeight: '100vh' });

export const introduction = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${introduction} figure`, { margin: `${vars.space.lg} 0` });
globalStyle(`${introduction} img`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});
globalStyle(`${introduction} figcaption`, {
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const facts = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});
globalStyle(`${facts} th, ${facts} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  overflowWrap: 'anywhere',
});
globalStyle(`${facts} th`, { width: '35%', background: vars.color.surfaceAlt, fontWeight: 600 });

export const factsCaption = style({
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  paddingBottom: vars.space.sm,
});
