import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const success = style({
  maxWidth: '560px',
  margin: `${vars.space.xl} auto`,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const successMark = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.success,
  lineHeight: 1,
});
