import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { atMost, breakpoints } from '../../styles/breakpoints';

const narrow = atMost(breakpoints.narrow);
const phone = atMost(breakpoints.phone);

export const section = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': { [phone]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const altSection = style([section, { background: vars.color.surfaceAlt }]);

export const inner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', minWidth: 0 });

export const heading = style({
  fontSize: vars.fontSize.xl,
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.sm}`,
  textAlign: 'center',
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const lead = style({
  margin: `0 auto ${vars.space.xl}`,
  maxWidth: '40em',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.3 });

export const cardTitleSmall = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.4 });

export const cardText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.brandSoft,
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const more = style({ marginTop: 'auto', fontWeight: 600 });

export const centredLink = style({
  display: 'block',
  marginTop: vars.space.lg,
  textAlign: 'center',
  fontWeight: 600,
});

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    [atMost(breakpoints.laptop)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [phone]: { gap: vars.space.md },
  },
});

/** News cards carry a summary: one a row on phones. */
export const newsGrid = style([
  cardGrid,
  { '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
]);

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand } },
});
globalStyle(`${cardLink}::after`, { content: '""', position: 'absolute', inset: 0 });

export const stretchCard = style([card, { position: 'relative' }]);
globalStyle(`${stretchCard}:focus-within`, { outline: `3px solid ${vars.color.focus}` });
globalStyle(`${stretchCard}:hover`, { boxShadow: vars.shadow.raised });

export const note = style({ textAlign: 'center', color: vars.color.textMuted, margin: 0 });

const placeholderBase = style({ borderRadius: vars.radius.md, background: vars.color.surfaceAlt });

/** Room kept for a section while it loads, about its usual height, so nothing below jumps. */
export const placeholder = styleVariants(
  {
    solutions: { wide: '620px', phone: '1400px' },
    cases: { wide: '480px', phone: '560px' },
    products: { wide: '540px', phone: '580px' },
    news: { wide: '580px', phone: '1600px' },
  },
  ({ wide, phone: onPhone }) => [
    placeholderBase,
    { minHeight: wide, '@media': { [phone]: { minHeight: onPhone } } },
  ],
);

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Read by screen readers, not shown. */
export { visuallyHidden } from '../../styles/visuallyHidden.css';
