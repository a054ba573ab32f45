import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { atMost, breakpoints } from '../styles/breakpoints';
import { visuallyHiddenRules } from '../styles/visuallyHidden.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: vars.layout.headerHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Wide: the full width up to 1440 px; medium (under 1440): tighter gaps. */
export const inner = style({
  position: 'relative',
  maxWidth: '1440px',
  height: '100%',
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': {
    [atMost(breakpoints.wide - 1)]: { padding: `0 ${vars.space.md}`, gap: vars.space.sm },
    [atMost(breakpoints.phone)]: { padding: `0 ${vars.space.sm}` },
  },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 'none',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.brandStrong,
  textDecoration: 'none',
});

export const logoImage = style({ width: '40px', height: '40px' });

export const logoText = style({
  whiteSpace: 'nowrap',
  '@media': { [atMost(breakpoints.phone)]: { fontSize: vars.fontSize.md } },
});

export const spacer = style({ flex: 1 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});

export const burger = style({
  width: '18px',
  height: '2px',
  background: 'currentColor',
  boxShadow: '0 -6px 0 currentColor, 0 6px 0 currentColor',
});

/** The narrow view (1020 px or less) keeps only the icon; the label stays for screen readers. */
export const menuLabel = style({
  '@media': {
    [atMost(breakpoints.narrow)]: visuallyHiddenRules,
  },
});
