import { style } from '@vanilla-extract/css';

/** A picture that covers its positioned container, cropped rather than stretched. */
export const coverPicture = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
});

/** A cover picture behind its container's content (and behind a veil at z-index -1). */
export const backdropPicture = style([coverPicture, { zIndex: -2 }]);
