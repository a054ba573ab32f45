import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: 100,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: vars.layout.headerHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  maxWidth: vars.layout.maxWidth,
  height: '100%',
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [atMost(breakpoints.phone)]: { padding: `0 ${vars.space.md}` } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.brandStrong,
  textDecoration: 'none',
});

export const logoImage = style({ width: '40px', height: '40px' });

export const main = style({ flex: 1 });

export const footer = style({
  background: vars.color.footer,
  color: vars.color.footerText,
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const footerInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  '@media': { [atMost(breakpoints.phone)]: { flexDirection: 'column' } },
});

export const footerText = style({ flex: 1, margin: 0, minHeight: '3.2em' });

export const footerQr = style({ width: '96px', height: '96px', background: vars.color.surface });

export const languageLabel = style({ marginInlineEnd: vars.space.sm, color: vars.color.textMuted });
