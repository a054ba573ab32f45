import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { underlineTab } from '../../../styles/underlineTab.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style([
  underlineTab,
  {
    flex: '1 1 0',
    padding: `${vars.space.sm} ${vars.space.md}`,
    marginBottom: '-1px',
    selectors: { '&[data-selected]': { fontWeight: 600 } },
  },
]);
