import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const job = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  '@media': { [atMost(breakpoints.narrow)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const jobText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const positions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const position = style({
  padding: vars.space.md,
  background: vars.color.surface,
  borderLeft: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
});

export const positionTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const positionText = style({ margin: 0, lineHeight: 1.7, color: vars.color.textMuted });
