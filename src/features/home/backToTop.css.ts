import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const button = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 20,
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  border: 0,
  background: vars.color.brand,
  color: vars.color.surface,
  fontSize: vars.fontSize.lg,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
  '@media': { [atMost(breakpoints.phone)]: { right: vars.space.md, bottom: vars.space.md } },
});
