import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const nickname = style({
  maxWidth: '10em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const avatar = style({
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  background: vars.color.brandSoft,
  border: `2px solid ${vars.color.brand}`,
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
