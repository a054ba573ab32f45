import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

export const banner = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  minHeight: '320px',
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.surface,
  // The default banner (none returned) is this gradient alone.
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  '@media': {
    [phone]: { minHeight: '200px', padding: `${vars.space.xl} ${vars.space.md}` },
  },
});

export const picture = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
  zIndex: -2,
});

/** Keeps white text readable whatever the picture. */
export const veil = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: 'linear-gradient(90deg, rgba(8, 63, 120, 0.88) 0%, rgba(8, 63, 120, 0.55) 100%)',
});

export const inner = style({ maxWidth: vars.layout.maxWidth, width: '100%', margin: '0 auto' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  '@media': { [phone]: { fontSize: vars.fontSize.xl } },
});

export const subtitle = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.lg,
  maxWidth: '40em',
  overflowWrap: 'anywhere',
  '@media': { [phone]: { fontSize: vars.fontSize.md } },
});
