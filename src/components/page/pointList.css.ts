import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { threeColumns } from '../../styles/columns.css';

export const points = style([threeColumns, { counterReset: 'step' }]);

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
