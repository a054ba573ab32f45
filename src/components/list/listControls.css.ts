import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 240px',
  maxWidth: '420px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [phone]: { maxWidth: 'none' } },
});

export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minHeight: '44px',
  width: '100%',
  boxSizing: 'border-box',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const button = style({
  font: 'inherit',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.surface,
  cursor: 'pointer',
  ':hover': { background: vars.color.brandStrong },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** The page numbers' place under a list. */
export const belowList = style({ margin: `${vars.space.lg} 0 0` });

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  transition: 'opacity 0.2s',
});

export const busy = style([region, { opacity: 0.55 }]);

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

globalStyle(`${empty} p`, { margin: 0 });

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.error,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
});

globalStyle(`${failed} p`, { margin: 0 });
