import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const pageButton = style({
  font: 'inherit',
  minWidth: '40px',
  minHeight: '40px',
  '@media': { [atMost(breakpoints.phone)]: { minWidth: '36px' } },
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand, color: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  selectors: {
    '&[data-selected]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.surface,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const ellipsis = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });

export const pastLastPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

export const firstPageButton = style([
  pageButton,
  { padding: `0 ${vars.space.md}`, color: vars.color.brand, borderColor: vars.color.brand },
]);
