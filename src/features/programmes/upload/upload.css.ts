import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { visuallyHidden } from '../../../styles/visuallyHidden.css';

export const previews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.sm,
});

export const preview = style({
  position: 'relative',
  aspectRatio: '1',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
});

export const previewButton = style({ height: '100%', borderRadius: 0 });

export const previewImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const removeButton = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: `2px ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'rgba(16, 42, 67, 0.85)',
  color: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
    '&:disabled': { opacity: 0.6 },
  },
});

export const picker = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/**
 * The native input stays the focusable control, out of sight: its button and "no file chosen"
 * speak the browser's language, not the page's. The translated label below stands in for them.
 */
export const fileInput = style([visuallyHidden]);

export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}` },
    [`${fileInput}:disabled + &`]: { opacity: 0.6, cursor: 'progress' },
  },
});
