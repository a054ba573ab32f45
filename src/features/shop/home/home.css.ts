import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const banner = style({ display: 'block', background: vars.color.brandStrong });

// The banner's own text is part of its picture (both languages): it keeps its own
// proportions on phones too, where a taller crop cut the words off at both sides.
export const bannerPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '480px',
  objectFit: 'cover',
});

export const featured = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.lg,
  alignItems: 'stretch',
  '@media': { [atMost(breakpoints.narrow)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// A grid, not a flex box: the carousel takes the column's whole width before its pictures load,
// instead of growing from nothing when they arrive.
export const adverts = style({ display: 'grid', alignItems: 'center', minWidth: 0 });

export const advertPicture = style({
  display: 'block',
  width: '100%',
  borderRadius: vars.radius.md,
});

export const recommended = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  minWidth: 0,
});

export const recommendedTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandStrong,
});

export const recommendedBody = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const recommendedItem = style({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [atMost(breakpoints.phone)]: { gridTemplateColumns: '80px minmax(0, 1fr)' } },
});

export const recommendedPicture = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});

export const recommendedText = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const recommendedName = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const recommendedCategory = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const recommendedPrices = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  color: vars.color.brandStrong,
});

export const roundArrow = style({
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  padding: 0,
});

export const categoryButton = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

const rowBase = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  '@media': { [atMost(breakpoints.phone)]: { padding: vars.space.sm } },
});

export const productRow = styleVariants({
  even: [rowBase, { background: vars.color.surface, border: `1px solid ${vars.color.border}` }],
  odd: [rowBase, { background: vars.color.surfaceAlt }],
  blue: [rowBase, { background: vars.color.brand, color: '#ffffff' }],
});

export const rowTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
