import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.md,
});

export const tab = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-selected]': {
      color: vars.color.brandStrong,
      borderBottomColor: vars.color.brand,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const trail = style({ listStyle: 'none', margin: 0, padding: 0 });

export const trailStep = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space.sm} 0 ${vars.space.sm} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderLeftColor: vars.color.brand } },
});

export const trailTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
});

export const productName = style({ maxWidth: '240px', overflowWrap: 'anywhere' });

export const returnShipment = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const trackingNumber = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
