import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const body = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [atMost(breakpoints.phone)]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.brandStrong,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48em' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
});

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  textDecoration: 'none',
  border: `2px solid ${vars.color.brand}`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
} as const;

export const primaryLink = style({
  ...button,
  background: vars.color.brand,
  color: vars.color.surface,
  selectors: { ...button.selectors, '&:hover': { background: vars.color.brandStrong } },
});

export const secondaryLink = style({
  ...button,
  background: vars.color.surface,
  color: vars.color.brand,
  selectors: { ...button.selectors, '&:hover': { background: vars.color.brandSoft } },
});

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.surfaceAlt,
});

export const cardBody = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const cardLink = style({
  color: vars.color.brandStrong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});
