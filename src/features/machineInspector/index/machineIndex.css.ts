import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const filter = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  marginBottom: vars.space.lg,
});

export const list = style({ listStyle: 'none', padding: 0 });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 600 });

export const where = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
