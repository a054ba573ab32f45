import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const keyboard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const row = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexWrap: 'nowrap',
});

export const key = style({
  font: 'inherit',
  // Ten keys share a row down to 375 px wide screens.
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: '40px',
  height: '34px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brandSoft } },
});

export const wideKey = style([
  key,
  { flex: '0 0 auto', maxWidth: 'none', padding: `0 ${vars.space.sm}` },
]);
