import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const sections = style({ margin: 0, padding: 0, listStyle: 'none' });

export const section = style({ borderBottom: `1px solid ${vars.color.border}` });

export const summary = style({
  padding: `${vars.space.sm} 0`,
  fontWeight: 600,
  cursor: 'pointer',
});

export const topLink = style({
  display: 'block',
  padding: `${vars.space.sm} 0`,
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const loading = style({ margin: 0, color: vars.color.textMuted });

export const group = style({ margin: `${vars.space.sm} 0 ${vars.space.md}` });

export const groupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.brandStrong,
});

export const groupTitleLink = style([groupTitle, { display: 'block', textDecoration: 'none' }]);

export const links = style({ margin: 0, padding: `0 0 0 ${vars.space.md}`, listStyle: 'none' });

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} 0`,
  color: vars.color.text,
  textDecoration: 'none',
});

export const linkButton = style([
  link,
  {
    border: 0,
    background: 'transparent',
    font: 'inherit',
    cursor: 'pointer',
    width: '100%',
    textAlign: 'start',
  },
]);

export const account = style({ display: 'flex', gap: vars.space.sm, margin: `${vars.space.lg} 0` });

export const button = style({
  flex: 1,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  textAlign: 'center',
  textDecoration: 'none',
});

export const primaryButton = style([
  button,
  { background: vars.color.brand, color: vars.color.surface },
]);

export const languages = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.md });

export const language = style({
  flex: 1,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
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
