import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

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

export const previewImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

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
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const fileInput = style({ maxWidth: '100%', font: 'inherit' });
