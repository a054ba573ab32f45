import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);
const narrow = atMost(breakpoints.narrow);

export const section = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': { [phone]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const alt = style({ background: vars.color.surfaceAlt });

export const heading = style({
  fontSize: vars.fontSize.xl,
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.lg}`,
  textAlign: 'center',
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const intro = style({ maxWidth: '48em', margin: '0 auto', overflowWrap: 'anywhere' });

export const figures = style({
  listStyle: 'none',
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  textAlign: 'center',
  '@media': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figureValue = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.brand,
  lineHeight: 1.2,
  '@media': { [phone]: { fontSize: vars.fontSize.xl } },
});

export const figureLabel = style({ color: vars.color.textMuted });

export const blockTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });

export const paragraph = style({ margin: `0 0 ${vars.space.md}`, overflowWrap: 'anywhere' });

export const timeline = style({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  maxWidth: '48em',
  position: 'relative',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '5.5rem',
      top: 0,
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const milestone = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space.xl,
  padding: `${vars.space.sm} 0`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 'calc(5.5rem - 5px)',
      top: '1.1rem',
      width: '12px',
      height: '12px',
      borderRadius: '50%',
      background: vars.color.brand,
    },
  },
});

export const year = style({ fontWeight: 700, color: vars.color.brand, textAlign: 'right' });

export const milestoneText = style({ margin: 0, overflowWrap: 'anywhere' });
