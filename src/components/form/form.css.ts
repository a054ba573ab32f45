import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const page = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [atMost(breakpoints.phone)]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.brandStrong,
});

export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  '@media': {
    [atMost(breakpoints.phone)]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.md },
  },
});

export const legend = style({
  padding: `0 ${vars.space.sm}`,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const label = style({ fontWeight: 600 });

export const required = style({ color: vars.color.error, marginInlineStart: '2px' });

const control = {
  font: 'inherit',
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { background: vars.color.surfaceAlt },
  },
} as const;

export const input = style(control);

export const textarea = style({ ...control, minHeight: '96px', resize: 'vertical' });

export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm, margin: 0 });

export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const regionRow = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [atMost(breakpoints.phone)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const failure = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.error}`,
  color: vars.color.error,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const primaryButton = style({
  font: 'inherit',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.surface,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export { visuallyHidden } from '../../styles/visuallyHidden.css';
