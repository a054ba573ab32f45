import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A tab on a bottom-bordered tab list, underlined in the brand colour while selected. */
export const underlineTab = style({
  font: 'inherit',
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});
