import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A header dropdown (the user menu, the language menu): its trigger and its list. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { background: vars.color.brandSoft } },
});

export const chevron = style({
  width: '6px',
  height: '6px',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(45deg) translateY(-2px)',
});

export const positioner = style({ zIndex: 950 });

export const menu = style({
  minWidth: '180px',
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
  },
});

export const indicator = style({ width: '1em', color: vars.color.brand });

export const separator = style({
  margin: `${vars.space.xs} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
});
