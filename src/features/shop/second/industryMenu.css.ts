import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { megaMenuPanel } from '../../../components/megaMenu/megaMenuPanel.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const nav = style({
  flex: '1 1 auto',
  minWidth: 0,
  '@media': { [atMost(breakpoints.narrow)]: { order: 3, flexBasis: '100%' } },
});

// The list scrolls sideways on narrow screens; the panels are placed against the sticky header
// (their nearest positioned ancestor), outside the list, so its scrolling never clips them.
export const list = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  whiteSpace: 'nowrap',
});

export const item = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { color: vars.color.brand, textDecoration: 'underline' },
  },
});

export const panel = style([megaMenuPanel, { paddingBlock: vars.space.md, whiteSpace: 'normal' }]);

export const products = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  listStyle: 'none',
});

export const product = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft } },
});

export const productName = style({ fontWeight: 600 });

export const productPrice = style({ color: vars.color.brand, fontSize: vars.fontSize.sm });

export const allLink = style({ color: vars.color.brand });
