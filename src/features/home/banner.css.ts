import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

/** The same height loading, loaded or empty, so nothing below it moves. */
export const carousel = style({
  position: 'relative',
  height: 'clamp(240px, 32vw, 520px)',
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.surface,
});

export const slides = style({ height: '100%' });

export const slide = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  visibility: 'hidden',
  transition: 'opacity 600ms ease, visibility 600ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const current = style({ opacity: 1, visibility: 'visible' });

export const slideLink = style({
  display: 'block',
  height: '100%',
  color: vars.color.surface,
  textDecoration: 'none',
  position: 'relative',
});

export const caption = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xl}`,
  background: 'linear-gradient(0deg, rgba(8, 63, 120, 0.9), rgba(8, 63, 120, 0))',
  '@media': { [phone]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}` } },
});

export const captionInner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto' });

export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const hero = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.xl}`,
  '@media': { [phone]: { padding: `0 ${vars.space.md}` } },
});

export const heroInner = style({ maxWidth: vars.layout.maxWidth, width: '100%', margin: '0 auto' });

export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  '@media': { [phone]: { fontSize: vars.fontSize.xl } },
});

export const heroLead = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.lg,
  maxWidth: '36em',
  '@media': { [phone]: { fontSize: vars.fontSize.md } },
});

export const dots = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2,
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = style({
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: {
    '&::before': {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: '50%',
      background: 'rgba(255, 255, 255, 0.6)',
      boxShadow: '0 0 0 1px rgba(8, 63, 120, 0.6)',
    },
    '&[aria-current="true"]::before': {
      background: vars.color.surface,
      width: '24px',
      borderRadius: '5px',
    },
  },
});

export const ticker = style({
  background: vars.color.brandSoft,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  '@media': { [phone]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const tickerInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '1.6em',
  minWidth: 0,
});

export const tickerLabel = style({
  flex: '0 0 auto',
  fontWeight: 700,
  color: vars.color.brandStrong,
});

export const tickerItem = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tickerDate = style({
  flex: '0 0 auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [phone]: { display: 'none' } },
});
