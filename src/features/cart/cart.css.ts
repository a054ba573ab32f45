import { style, styleVariants } from '@vanilla-extract/css';
import { atMost, breakpoints } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const orderLabel = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  '@media': { [atMost(breakpoints.phone)]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const total = style({ fontSize: vars.fontSize.lg, fontWeight: 600 });

export const totalAmount = style({ color: vars.color.error, fontVariantNumeric: 'tabular-nums' });

export const status = styleVariants({
  onSale: { color: vars.color.success },
  unavailable: { color: vars.color.warning },
  outOfStock: { color: vars.color.error },
});

export const stepper = style({ display: 'inline-flex', alignItems: 'stretch' });

export const stepperButton = style({
  width: '32px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const stepperInput = style({
  width: '56px',
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderLeft: 0,
  borderRight: 0,
  fontSize: vars.fontSize.md,
});

export const addressList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});

export const addressRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const addressItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  flex: 1,
  gap: vars.space.sm,
  padding: vars.space.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});

export const radioControl = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  marginTop: '3px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.textMuted}`,
  selectors: {
    '&[data-state="checked"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
      background: vars.color.brand,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const methods = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [atMost(breakpoints.phone)]: { gridTemplateColumns: '1fr' } },
});

export const method = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const methodName = style({ fontWeight: 600 });

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export const qrImage = style({ width: '150px', height: '150px' });

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

export const timeLeft = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '320px',
});

export const clock = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const timeLeftBar = style({
  appearance: 'none',
  width: '100%',
  height: '8px',
  border: 0,
  borderRadius: '4px',
  overflow: 'hidden',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.brandSoft },
    '&::-webkit-progress-value': { background: vars.color.brand, transition: 'width 0.3s' },
    '&::-moz-progress-bar': { background: vars.color.brand },
  },
});

export const emptyCheckout = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

export const emptyMessage = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});
