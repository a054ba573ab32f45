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
