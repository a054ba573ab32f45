import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const region = style({
  position: 'fixed',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  right: vars.space.md,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  background: vars.color.surface,
  borderInlineStart: '4px solid',
});

export const toast = styleVariants({
  info: [toastBase, { borderColor: vars.color.info }],
  success: [toastBase, { borderColor: vars.color.success }],
  warning: [toastBase, { borderColor: vars.color.warning }],
  error: [toastBase, { borderColor: vars.color.error }],
});

export const message = style({ flex: 1, margin: 0 });

export const close = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  color: vars.color.textMuted,
});
