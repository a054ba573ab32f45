import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const agreement = style({ fontSize: vars.fontSize.sm, lineHeight: 1.7 });

globalStyle(`${agreement} h3`, { fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 0` });
globalStyle(`${agreement} p`, { margin: `${vars.space.xs} 0` });

export const dates = style({ color: vars.color.textMuted });
