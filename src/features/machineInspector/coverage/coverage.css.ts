import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const panel = style({ marginBottom: vars.space.md });

export const stale = style({
  borderLeft: `4px solid ${vars.color.warning}`,
  paddingLeft: vars.space.sm,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
