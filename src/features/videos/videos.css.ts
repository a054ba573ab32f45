import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { underlineTab } from '../../styles/underlineTab.css';
import { threeColumns } from '../../styles/columns.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style([
  underlineTab,
  {
    flex: '0 0 auto',
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottomWidth: '3px',
    ':hover': { color: vars.color.brand },
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
]);

export const panel = style({
  paddingTop: vars.space.lg,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}` },
});

/** Two columns between the narrow breakpoint and the phone: a video card needs less room. */
export const grid = style([
  threeColumns,
  {
    '@media': {
      [atMost(breakpoints.narrow)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
]);

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
