import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [atMost(breakpoints.phone)]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.md },
  },
});

export const photo = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignContent: 'start',
});

/** The first photo spans the row; the others sit two by two under it. */
export const firstPhoto = style({ gridColumn: '1 / -1' });

export const details = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandStrong });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ fontWeight: 600, color: vars.color.textMuted });

export const definition = style({ margin: 0 });

export const text = style({ margin: 0 });

export const full = style({ margin: 0, fontWeight: 700, color: vars.color.warning });
