import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';
import { NARROW_ROWS, NARROW_WIDTH, ROW_HEIGHT, WIDE_WIDTH } from './timelineLayout';

const chart = style({ width: '100%', height: 'auto', overflow: 'visible' });

export const wide = style([
  chart,
  { display: 'block', '@media': { [atMost(breakpoints.phone)]: { display: 'none' } } },
]);

export const narrow = style([
  chart,
  { display: 'none', '@media': { [atMost(breakpoints.phone)]: { display: 'block' } } },
]);

export const span = style({ stroke: vars.color.brand, strokeWidth: 4 });

export const dot = style({ fill: vars.color.brand, stroke: vars.color.surface, strokeWidth: 4 });

export const year = style({ fill: vars.color.text, fontSize: '26px', fontWeight: 700 });

export const tick = style({ stroke: vars.color.brand, strokeWidth: 2 });

/** The chart's exact room while its code loads, so the link below it does not jump. */
export const room = style({
  aspectRatio: `${WIDE_WIDTH} / ${ROW_HEIGHT}`,
  '@media': {
    [atMost(breakpoints.phone)]: { aspectRatio: `${NARROW_WIDTH} / ${ROW_HEIGHT * NARROW_ROWS}` },
  },
});
