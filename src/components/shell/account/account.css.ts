import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

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

export const nickname = style({
  maxWidth: '10em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  width: '6px',
  height: '6px',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(45deg) translateY(-2px)',
});

export const globe = style({
  width: '16px',
  height: '16px',
  border: '2px solid currentColor',
  borderRadius: '50%',
  backgroundImage:
    'linear-gradient(currentColor, currentColor), linear-gradient(currentColor, currentColor)',
  backgroundSize: '100% 2px, 2px 100%',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});

export const avatar = style({
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  background: vars.color.brandSoft,
  border: `2px solid ${vars.color.brand}`,
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

export const authLinks = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const authLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const registerLink = style([
  authLink,
  {
    border: `1px solid ${vars.color.brand}`,
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { background: vars.color.brand, color: vars.color.surface } },
  },
]);

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
