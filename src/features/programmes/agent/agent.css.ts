import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const agents = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
