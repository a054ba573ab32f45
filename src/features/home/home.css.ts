import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.surface,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': { [atMost(breakpoints.phone)]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const heroInner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto' });

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.md}`,
  '@media': { [atMost(breakpoints.phone)]: { fontSize: vars.fontSize.xl } },
});

export const lead = style({ fontSize: vars.fontSize.lg, margin: 0, maxWidth: '40em' });

export const offerings = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
});

export const offering = style({
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

export const offeringTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
