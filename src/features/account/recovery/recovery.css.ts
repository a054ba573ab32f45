import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  font: 'inherit',
  flex: '1 1 0',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: 600,
    },
  },
});
