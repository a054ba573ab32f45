import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A bordered button on the page's surface: the base of choice buttons (tabs, scopes, languages). */
export const outlineButton = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});

/** The chosen one among outlined choice buttons, filled with the brand colour. */
export const chosenOutlineButton = {
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.surface,
};
