import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { chevron as dropdownChevron } from '../../components/dropdown/dropdown.css';

export const nav = style({ flex: 1, minWidth: 0, height: '100%' });

export const topList = style({
  display: 'flex',
  alignItems: 'stretch',
  justifyContent: 'center',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topEntry = style({ display: 'flex' });

export const topItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
    },
  },
});

/** The dropdowns' chevron, turned up while its panel is open. */
export const chevron = style([
  dropdownChevron,
  { selectors: { [`${topItem}[aria-expanded="true"] &`]: { transform: 'rotate(-135deg)' } } },
]);

export const loading = style({ margin: 0, color: vars.color.textMuted });

export const linkList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelLink = style({
  display: 'block',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong } },
});

export const productPanel = style({ display: 'flex', gap: vars.space.lg });

export const categoryList = style({
  flex: '0 0 200px',
  margin: 0,
  padding: `0 ${vars.space.md} 0 0`,
  listStyle: 'none',
  borderRight: `1px solid ${vars.color.border}`,
});

export const categoryLink = style([
  panelLink,
  {
    width: '100%',
    border: 0,
    background: 'transparent',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[aria-current="true"]': {
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
        fontWeight: 600,
      },
    },
  },
]);

export const groupGrid = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  alignContent: 'start',
});

export const group = style({ minWidth: 0 });

export const groupTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  color: vars.color.brandStrong,
});

export const groupLink = style({ color: 'inherit', textDecoration: 'none' });

export const itemList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const itemLink = style([
  panelLink,
  { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontSize: vars.fontSize.sm },
]);

export const entryIcon = style({ flex: 'none', width: '32px', height: '32px' });

export const entryText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const entryDescript = style({ color: vars.color.textMuted });

globalStyle(`${entryDescript} b`, { color: vars.color.text });

/** A panel's content with its advert column beside it. */
export const advertedPanel = style({ display: 'flex', gap: vars.space.lg });

export const solutionPanel = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const solutionGroup = style({ minWidth: 0 });

/** Six to a row: the seventh device solution starts the second row. */
export const solutionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The panel's advert column: its room is kept while the advert comes. */
export const advertSlot = style({ flex: '0 0 240px' });

export const advert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const advertImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const advertTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
