import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  counterReset: 'step',
  '@media': { [atMost(breakpoints.narrow)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const point = style({
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const pointTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const pointText = style({ margin: 0, lineHeight: 1.7, color: vars.color.textMuted });
