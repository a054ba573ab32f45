import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const searchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brand } },
});

/** A magnifying glass drawn in CSS: no icon font or image request on the first screen. */
export const magnifier = style({
  position: 'relative',
  width: '14px',
  height: '14px',
  border: '2px solid currentColor',
  borderRadius: '50%',
  transform: 'translate(-2px, -2px)',
  '::after': {
    content: '""',
    position: 'absolute',
    width: '2px',
    height: '7px',
    background: 'currentColor',
    right: '-4px',
    bottom: '-6px',
    transform: 'rotate(-45deg)',
  },
});

export const dialog = style({ width: 'min(640px, 100%)' });

export const scopes = style({ display: 'flex', gap: vars.space.sm, marginBottom: vars.space.md });

export const scope = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.surface,
    },
  },
});

export const form = style({ display: 'flex', gap: vars.space.sm });

export { visuallyHidden } from '../../styles/visuallyHidden.css';

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
});

export const submit = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
});

export const status = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const thumb = style({ flex: 'none', width: '48px', height: '48px', objectFit: 'contain' });

export const resultText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const resultName = style({ fontWeight: 600 });

export const resultMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
