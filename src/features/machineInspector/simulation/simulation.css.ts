import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

// A long sample (a whole cart) wraps or scrolls inside its column instead of widening the page.
globalStyle(`${columns} > *`, { minWidth: 0 });

export const select = style({ minWidth: 0, maxWidth: '100%', textOverflow: 'ellipsis' });

export const list = style({
  // One column as wide as the panel's: a long sample is cut short, it does not widen the list.
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const rowControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const refusal = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const problem = style({ margin: 0, color: vars.color.error });

export const code = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
  overflowX: 'auto',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

export const editor = style({ width: '100%', minHeight: '4em', fontFamily: 'monospace' });

export const leaf = style({ fontWeight: 600, color: vars.color.brandStrong });

export const log = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
