import { style } from '@vanilla-extract/css';
import { atMost, breakpoints } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/* The checkout dialogs' styles (address choice, payment), apart from the cart's (cart.css.ts) so that
   they load with the dialogs, not with the cart's first view (docs/decisions.md, "First load"). */

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
