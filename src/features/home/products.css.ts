import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/blocks.css';
import { chosenOutlineButton, outlineButton } from '../../styles/outlineButton.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const phone = atMost(breakpoints.phone);

export const tabList = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const tab = style([
  outlineButton,
  {
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: '999px',
    selectors: {
      '&[data-selected]': chosenOutlineButton,
      '&:hover:not([data-selected])': { borderColor: vars.color.brand, color: vars.color.brand },
    },
    '@media': { [phone]: { padding: `${vars.space.xs} ${vars.space.md}` } },
  },
]);

export const rowFrame = style({
  position: 'relative',
  padding: `0 ${vars.space.xl}`,
  '@media': { [phone]: { padding: `0 ${vars.space.lg}` } },
});

export const row = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 3 * 24px) / 4)',
  gap: '24px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '@media': {
    [atMost(breakpoints.narrow)]: { gridAutoColumns: 'calc((100% - 24px) / 2)' },
    [phone]: { gridAutoColumns: '100%' },
  },
});

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });

/** A content block's card, centred, its text turning brand-coloured on hover. */
export const tile = style([
  card,
  {
    textAlign: 'center',
    selectors: { '&:hover': { boxShadow: vars.shadow.raised, color: vars.color.brand } },
  },
]);

export const tilePicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
});

export const empty = style({ padding: `${vars.space.xl} 0` });

export const loading = style({ minHeight: '280px' });
