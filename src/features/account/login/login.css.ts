import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const modeSwitch = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const modeButton = style({
  font: 'inherit',
  flex: '1 1 0',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: `2px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: 600,
    },
  },
});

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const social = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const wechatIcon = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: 0,
  background: '#1a7f37',
  color: vars.color.surface,
  fontWeight: 700,
  cursor: 'pointer',
});

export const moreLinks = style({ margin: `${vars.space.md} 0` });
