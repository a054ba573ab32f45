import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

/** The column every support page's content sits in, under its banner. */
export const body = style({
  // The banner's text column plus this padding: content lines up with the banner heading.
  maxWidth: `calc(${vars.layout.maxWidth} + 2 * ${vars.space.lg})`,
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [phone]: { padding: `${vars.space.lg} ${vars.space.md}`, gap: vars.space.lg } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.3,
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.7 });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Five small cards (the customer-service channels) fit on one row at full width. */
export const compactGrid = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.4 });

export const picture = style({
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
});

export const lines = style({ margin: 0, lineHeight: 1.7, whiteSpace: 'pre-line' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  lineHeight: 1.6,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.brand,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const primaryAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.surface,
  textDecoration: 'none',
  font: 'inherit',
  border: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.brandStrong },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const secondaryAction = style([
  primaryAction,
  {
    background: vars.color.surface,
    color: vars.color.brand,
    border: `1px solid ${vars.color.brand}`,
    ':hover': { background: vars.color.brandSoft },
  },
]);

export const notice = style({
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
  lineHeight: 1.7,
});
