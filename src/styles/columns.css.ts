import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { atMost, breakpoints } from './breakpoints';

/** A bare list laid out in three equal columns, two in the iPad mode, one when narrow. */
export const threeColumns = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [atMost(breakpoints.tablet)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [atMost(breakpoints.narrow)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
