import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

/** A bare list laid out in three equal columns, one column from the narrow breakpoint down. */
export const threeColumns = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [atMost(breakpoints.narrow)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
