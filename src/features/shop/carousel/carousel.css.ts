import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [atMost(breakpoints.phone)]: { gap: vars.space.xs } },
});

export const viewport = style({
  overflow: 'hidden',
  // Vertical scrolling stays with the page; horizontal movement is ours (the swipe).
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'transform 300ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  flexShrink: 0,
  flexGrow: 0,
  minWidth: 0,
  padding: vars.space.sm,
  '@media': { [atMost(breakpoints.phone)]: { padding: vars.space.xs } },
});

const arrowBase = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
  '@media': { [atMost(breakpoints.phone)]: { width: '28px', height: '28px' } },
});

export const arrow = styleVariants({
  plain: [arrowBase, { background: vars.color.surface, color: vars.color.brand }],
  blue: [arrowBase, { background: vars.color.brand, color: '#ffffff', borderColor: '#ffffff' }],
});
