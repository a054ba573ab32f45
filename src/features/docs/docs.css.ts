import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

/**
 * The frame's height until its page is measured, and for a page of another site: the viewport
 * below the header, so the page scrolls to the frame and the frame shows all it can at once.
 */
export const frame = style({
  display: 'block',
  width: '100%',
  height: `calc(100dvh - ${vars.layout.headerHeight} - ${vars.space.lg})`,
  minHeight: '320px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxHeight: '320px',
  overflowY: 'auto',
});

export const result = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': { [phone]: { flexDirection: 'column', gap: 0 } },
});

export const resultLink = style({
  color: vars.color.brand,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const resultDate = style({
  flex: '0 0 auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tree = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const treeLabel = style({
  display: 'block',
  margin: `0 0 ${vars.space.sm}`,
  fontWeight: 600,
});

export const branchControl = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  paddingInlineStart: `calc(${vars.space.sm} + (var(--depth, 1) - 1) * 20px)`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontWeight: 600,
  ':hover': { background: vars.color.surfaceAlt },
});

export const indicator = style({
  display: 'inline-block',
  transition: 'transform 0.15s',
  color: vars.color.textMuted,
  selectors: { '&[data-state="open"]': { transform: 'rotate(90deg)' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  paddingInlineStart: `calc(${vars.space.sm} + (var(--depth, 1) - 1) * 20px + 20px)`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  ':hover': { background: vars.color.brandSoft, textDecoration: 'underline' },
});

globalStyle(
  `${tree} [data-part="item"]:focus-visible, ${tree} [data-part="branch-control"]:focus-visible`,
  {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '-3px',
  },
);
