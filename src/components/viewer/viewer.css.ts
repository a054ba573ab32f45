import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A picture that enlarges: the button takes the picture's place and shows it can be pressed. */
export const enlarge = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  font: 'inherit',
  cursor: 'zoom-in',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** Server markup's pictures keep their own size; only the cue and the focus ring are added. */
export const enlargeInline = style([enlarge, { width: 'fit-content', maxWidth: '100%' }]);
