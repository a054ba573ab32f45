import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

/** The grey page behind an account card. */
export const page = style({
  background: vars.color.surfaceAlt,
  padding: `${vars.space.xl} ${vars.space.md}`,
  minHeight: '60vh',
  '@media': { [atMost(breakpoints.phone)]: { padding: `${vars.space.lg} ${vars.space.sm}` } },
});

export const card = style({
  maxWidth: '560px',
  margin: '0 auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xl,
  '@media': { [atMost(breakpoints.phone)]: { padding: vars.space.md } },
});

export const wideCard = style([card, { maxWidth: '760px' }]);

export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
  textAlign: 'center',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const optional = style({ fontWeight: 400, color: vars.color.textMuted });

export const control = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  font: 'inherit',
  padding: `10px ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { background: vars.color.surfaceAlt, color: vars.color.textMuted },
  },
});

export const select = style([input, { flex: '0 0 auto', width: 'auto' }]);

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error });

export const success = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.brandSoft,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

/** A note holding a bulleted list: room inside the box for the bullets, which otherwise hang out. */
export const noteList = style([note, { paddingInlineStart: vars.space.lg }]);

export const button = style({
  font: 'inherit',
  cursor: 'pointer',
  padding: `10px ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  textAlign: 'center',
  selectors: {
    '&:disabled': {
      cursor: 'not-allowed',
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const primaryButton = style([
  button,
  {
    background: vars.color.brand,
    color: vars.color.surface,
    fontWeight: 600,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.brandStrong },
      '&:disabled': { background: vars.color.border, color: vars.color.textMuted },
    },
  },
]);

export const iconButton = style([button, { padding: `0 ${vars.space.sm}`, minWidth: '44px' }]);

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const linkButton = style({
  font: 'inherit',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
});

globalStyle(`${links} a, ${note} a, ${checkRow} a`, { color: vars.color.brand });
