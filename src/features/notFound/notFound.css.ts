import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The not-found message, in the page's content column. */
export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
});
