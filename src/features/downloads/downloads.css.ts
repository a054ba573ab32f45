import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 240px',
  maxWidth: '360px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [phone]: { maxWidth: 'none' } },
});

export const select = style({
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space.xs },
  },
});

export const fileName = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [phone]: { gridRow: 2, gridColumn: 1 } },
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { background: vars.color.brandSoft },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': { [phone]: { gridRow: '1 / span 2', gridColumn: 2 } },
});

export const locked = style([
  action,
  { borderColor: vars.color.border, color: vars.color.textMuted },
]);
