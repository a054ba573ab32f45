import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';
import { section } from '../../components/form/form.css';

const phone = atMost(breakpoints.phone);

/** A form section whose lines take the whole width. */
export const lines = style([section, { gridTemplateColumns: 'minmax(0, 1fr)' }]);

export const lineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 140px auto',
  alignItems: 'end',
  gap: vars.space.md,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr) 110px' } },
});

export const quantity = style({ minWidth: 0 });

export const lineError = style({ gridColumn: '1 / -1' });

const plainButton = {
  font: 'inherit',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
} as const;

export const removeLine = style([plainButton, { '@media': { [phone]: { justifySelf: 'start' } } }]);

export const addLine = style([
  plainButton,
  { justifySelf: 'start', borderColor: vars.color.brand, color: vars.color.brand },
]);

export const receipt = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

globalStyle(`${receipt} p`, { margin: 0 });

export const receiptTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.success,
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

// The quantity column: figures line up on the right.
globalStyle(`${table} th:last-child, ${table} td:last-child`, {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const secondaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.brand,
});
