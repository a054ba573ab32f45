import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

export const packages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [phone]: { padding: vars.space.md } },
});

export const model = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const productName = style({ color: vars.color.textMuted, fontWeight: 400 });

export const release = style({ display: 'grid', gap: vars.space.sm });

export const releaseTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const latestBadge = style({
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const notes = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: 1.7 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const checksum = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

export const earlier = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const earlierSummary = style({
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.brand,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const earlierList = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const check = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr)) auto',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Lines the button up with the inputs, below their labels. */
export const checkButton = style({ alignSelf: 'end' });

export const answer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const answerTitle = style({ margin: 0, fontWeight: 700 });
