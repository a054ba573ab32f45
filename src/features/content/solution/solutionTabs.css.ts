import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { underlineTab } from '../../../styles/underlineTab.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const root = style({ display: 'flex', flexDirection: 'column' });

export const list = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  '@media': { [atMost(breakpoints.phone)]: { justifyContent: 'flex-start', gap: 0 } },
});

export const trigger = style([
  underlineTab,
  {
    flex: '0 0 auto',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderBottomWidth: '3px',
    selectors: {
      '&[data-selected]': { fontWeight: 600 },
      '&:hover': { color: vars.color.brandStrong },
    },
    '@media': { [atMost(breakpoints.phone)]: { padding: `${vars.space.md} ${vars.space.sm}` } },
  },
]);

export const empty = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
