import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The strip the page keeps clear above its header while the toolbar is there. */
const GUTTER = '32px';

/** Set on <html> while the toolbar is mounted: the app starts below the strip. */
export const reservesStrip = style({});
globalStyle(`html.${reservesStrip} body`, { paddingTop: GUTTER });

/**
 * The strip itself, at the top of the document (not of the window): it scrolls away with the
 * page, and the sticky header then covers it, so the toolbar never lies over an app control.
 */
export const strip = style({
  position: 'absolute',
  top: 0,
  insetInline: 0,
  height: GUTTER,
  zIndex: 150,
  pointerEvents: 'none',
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Placed along the strip by its stored position (0 = left edge, 1 = right edge). */
export const dock = style({
  position: 'absolute',
  top: '4px',
  pointerEvents: 'auto',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '24px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'grab',
  touchAction: 'none',
  whiteSpace: 'nowrap',
});

export const count = style({
  minWidth: '1.5em',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.surface,
  textAlign: 'center',
});

export const panel = style({
  position: 'absolute',
  top: '28px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: '14rem',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
});

/** The panel opens towards the middle of the window, whichever end the toggle sits at. */
export const panelFromLeft = style({ left: 0 });
export const panelFromRight = style({ right: 0 });

export const warning = style({ margin: 0, color: vars.color.error });

export const hint = style({ margin: 0, color: vars.color.textMuted });
