import { style } from '@vanilla-extract/css';

/** The language menu's globe icon, drawn in the text colour. */
export const globe = style({
  width: '16px',
  height: '16px',
  border: '2px solid currentColor',
  borderRadius: '50%',
  backgroundImage:
    'linear-gradient(currentColor, currentColor), linear-gradient(currentColor, currentColor)',
  backgroundSize: '100% 2px, 2px 100%',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});
