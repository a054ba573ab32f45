import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A header menu's panel: the width of the header, under it, content aligned with the page. */
export const megaMenuPanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: 20,
  maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  padding: `${vars.space.lg} max(${vars.space.lg}, calc((100vw - ${vars.layout.maxWidth}) / 2))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});
