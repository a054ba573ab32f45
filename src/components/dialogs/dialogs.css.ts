import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: 'rgba(16, 42, 67, 0.5)',
  selectors: { '&[data-state="open"]': { animation: `${fadeIn} 150ms ease-out` } },
});

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

const positionerBase = style({ position: 'fixed', inset: 0, zIndex: 901, display: 'flex' });

export const positioner = styleVariants({
  dialog: [
    positionerBase,
    { alignItems: 'center', justifyContent: 'center', padding: vars.space.md },
  ],
  drawer: [positionerBase, { justifyContent: 'flex-end' }],
});

const panelBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const panel = styleVariants({
  dialog: [
    panelBase,
    { width: 'min(480px, 100%)', maxHeight: 'calc(100vh - 32px)', borderRadius: vars.radius.md },
  ],
  drawer: [
    panelBase,
    {
      width: 'min(360px, 100%)',
      height: '100%',
      selectors: { '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` } },
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  ],
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const close = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  color: vars.color.textMuted,
  padding: vars.space.xs,
});

export const body = style({ padding: vars.space.lg, overflowY: 'auto' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const button = style({
  minWidth: '88px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});

export const primaryButton = style([
  button,
  { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.surface },
]);

export const confirmBody = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const confirmContent = style({ flex: 1, minWidth: 0 });

const iconBase = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  color: vars.color.surface,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const icon = styleVariants({
  error: [iconBase, { background: vars.color.error }],
  success: [iconBase, { background: vars.color.success }],
  warn: [iconBase, { background: vars.color.warning }],
});
