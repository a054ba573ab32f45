import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

const tileBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  userSelect: 'none',
  transition: 'box-shadow 150ms ease-out, transform 150ms ease-out',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
  },
  '@media': { [atMost(breakpoints.phone)]: { padding: vars.space.sm, fontSize: vars.fontSize.sm } },
});

export const tile = styleVariants({
  plain: [tileBase, { background: vars.color.surface, color: vars.color.text }],
  blue: [
    tileBase,
    { background: vars.color.brandStrong, borderColor: vars.color.brandStrong, color: '#ffffff' },
  ],
});

export const tilePicture = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
});

export const tileName = style({
  fontWeight: 600,
  lineHeight: 1.35,
  minHeight: '2.7em',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const tileCategory = style({ fontSize: vars.fontSize.sm, opacity: 0.85 });

export const stars = style({ display: 'inline-flex', gap: '2px', fontSize: vars.fontSize.md });

const starBase = style({ lineHeight: 1 });
/** A half star: the left half gold over a grey star. */
export const star = styleVariants({
  full: [starBase, { color: '#b7791f' }],
  half: [
    starBase,
    {
      background: 'linear-gradient(90deg, #b7791f 50%, #9aa5b1 50%)',
      WebkitBackgroundClip: 'text',
      backgroundClip: 'text',
      color: 'transparent',
    },
  ],
  empty: [starBase, { color: '#9aa5b1' }],
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const oldPrice = style({ fontSize: vars.fontSize.sm, opacity: 0.8 });

export const price = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  '@media': { [atMost(breakpoints.phone)]: { fontSize: vars.fontSize.md } },
});

export const hiddenLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
