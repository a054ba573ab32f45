/** Styles shared by the cart, payment and orders screens: page, table, buttons, forms. */
import { globalStyle, style } from '@vanilla-extract/css';
import { atMost, breakpoints } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });

export const meta = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  '@media': {
    [atMost(breakpoints.phone)]: { display: 'block' },
  },
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

globalStyle(`${table} th`, { background: vars.color.surfaceAlt, fontWeight: 600 });

// On phones each row becomes a card whose cells carry their column name.
globalStyle(`${table} thead`, {
  '@media': { [atMost(breakpoints.phone)]: { display: 'none' } },
});
globalStyle(`${table} tbody, ${table} tr`, {
  '@media': { [atMost(breakpoints.phone)]: { display: 'block' } },
});
globalStyle(`${table} tr`, {
  '@media': {
    [atMost(breakpoints.phone)]: {
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      marginBottom: vars.space.md,
      padding: vars.space.sm,
    },
  },
});
globalStyle(`${table} td`, {
  '@media': {
    [atMost(breakpoints.phone)]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space.md,
      border: 0,
      padding: `${vars.space.xs} 0`,
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${table} td::before`, {
  '@media': {
    [atMost(breakpoints.phone)]: {
      content: 'attr(data-label)',
      fontWeight: 600,
      color: vars.color.textMuted,
      flexShrink: 0,
    },
  },
});

export const picture = style({
  width: '64px',
  height: '64px',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const primaryButton = style([
  button,
  {
    background: vars.color.brand,
    borderColor: vars.color.brand,
    color: '#fff',
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
  },
]);

export const linkButton = style([
  button,
  { border: 0, background: 'transparent', color: vars.color.brand, padding: vars.space.xs },
]);

export const dangerLink = style([linkButton, { color: vars.color.error }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style({
  width: '100%',
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const fieldError = style({ color: vars.color.error, fontSize: vars.fontSize.sm, margin: 0 });

export const problem = style({
  color: vars.color.error,
  background: '#fdecea',
  border: `1px solid ${vars.color.error}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const wideDialog = style({ width: 'min(640px, 100%)' });
