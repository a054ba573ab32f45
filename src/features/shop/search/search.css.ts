import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const label = style({ fontWeight: 600 });

export const input = style({
  flex: '1 1 220px',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
});

export const submit = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: '#ffffff',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

export const dialog = style({ width: 'min(720px, 100%)' });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const resultRow = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
  '@media': {
    [atMost(breakpoints.phone)]: {
      gridTemplateColumns: '48px minmax(0, 1fr) auto',
      gap: vars.space.sm,
    },
  },
});

export const resultPicture = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceAlt,
});

export const resultName = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const resultCategory = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [atMost(breakpoints.phone)]: { display: 'none' } },
});

export const resultPrice = style({ fontWeight: 700, color: vars.color.brandStrong });
