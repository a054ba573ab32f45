import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const regionSet = style({
  border: 0,
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const selects = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [atMost(breakpoints.phone)]: { gridTemplateColumns: '1fr' } },
});
