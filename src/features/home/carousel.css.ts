import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const arrowBase = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  border: 0,
  display: 'grid',
  placeItems: 'center',
  fontSize: '28px',
  lineHeight: 1,
  cursor: 'pointer',
  '@media': { [atMost(breakpoints.phone)]: { width: '36px', height: '36px', fontSize: '22px' } },
});

export const arrow = styleVariants({
  light: [
    arrowBase,
    {
      background: 'rgba(255, 255, 255, 0.85)',
      color: vars.color.brandStrong,
      selectors: { '&:hover': { background: vars.color.surface } },
    },
  ],
  dark: [
    arrowBase,
    {
      background: vars.color.brand,
      color: vars.color.surface,
      selectors: { '&:hover': { background: vars.color.brandStrong } },
    },
  ],
});

export const arrowPrevious = style({ left: vars.space.sm });
export const arrowNext = style({ right: vars.space.sm });
