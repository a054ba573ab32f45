import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { atMost, breakpoints } from '../styles/breakpoints';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: 100,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/**
 * At least a screen high, loading or loaded: the footer starts below the first screen, so it never
 * moves into view when a screen arrives (no layout shift), whatever the screen's length.
 */
export const main = style({ flex: 1, minHeight: '100vh' });

export { visuallyHidden } from '../styles/visuallyHidden.css';

export const footer = style({
  background: vars.color.footer,
  color: vars.color.footerText,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.md}`,
  '@media': { [atMost(breakpoints.phone)]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const footerInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  gap: vars.space.xl,
  alignItems: 'flex-start',
  '@media': {
    [atMost(breakpoints.narrow)]: { flexDirection: 'column', gap: vars.space.lg },
  },
});

export const footerAbout = style({
  flex: '0 1 360px',
  minHeight: '8em',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [atMost(breakpoints.narrow)]: { flexBasis: 'auto' } },
});

export const footerBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.surface,
});

export const footerLogo = style({ width: '40px', height: '40px' });

export const footerText = style({ margin: 0, fontSize: vars.fontSize.sm });

export const footerQrFigure = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const footerQr = style({ width: '96px', height: '96px', background: vars.color.surface });

export const footerCaption = style({ fontSize: vars.fontSize.sm });

export const footerColumns = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [atMost(breakpoints.phone)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const footerColumn = style({ minWidth: 0 });

export const footerHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.surface,
});

export const footerLinks = style({ margin: 0, padding: 0, listStyle: 'none' });

export const footerLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  color: vars.color.footerText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.surface } },
});

export const copyright = style({
  maxWidth: vars.layout.maxWidth,
  margin: `${vars.space.lg} auto 0`,
  paddingTop: vars.space.md,
  borderTop: `1px solid rgba(217, 226, 236, 0.2)`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
