import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin bar along the top of the window, shown at once when a navigation starts. */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  zIndex: 200,
  overflow: 'hidden',
  background: vars.color.brandSoft,
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    left: 0,
    width: '40%',
    background: vars.color.brand,
    animation: `${sweep} 1s ease-in-out infinite`,
  },
  '@media': {
    // A full bar that stays still.
    '(prefers-reduced-motion: reduce)': {
      background: vars.color.brand,
      selectors: { '&::after': { display: 'none' } },
    },
  },
});

/**
 * The page being left: inert at once (nothing on it takes a click or a key any more), greyed
 * after a moment, so that a quick change does not flicker.
 */
export const leaving = style({
  opacity: 0.55,
  transition: 'opacity 0.2s ease 0.15s',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
