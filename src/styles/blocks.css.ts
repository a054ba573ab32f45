import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { atMost, breakpoints } from './breakpoints';

const narrow = atMost(breakpoints.narrow);
const phone = atMost(breakpoints.phone);

export const list = style({ display: 'flex', flexDirection: 'column' });

export const section = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  selectors: { '&:nth-child(even)': { background: vars.color.surfaceAlt } },
  '@media': { [phone]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const inner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.lg}`,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const prose = style({ overflowWrap: 'anywhere' });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });

/** A block over its background picture: a dark veil keeps the text readable on any picture. */
export const withBackground = style({
  position: 'relative',
  color: vars.color.surface,
  background: vars.color.brandStrong,
  overflow: 'hidden',
  isolation: 'isolate',
});

export const veil = style({
  position: 'absolute',
  inset: 0,
  background: 'rgba(8, 63, 120, 0.82)',
  zIndex: -1,
});

globalStyle(`${withBackground} a`, { color: vars.color.surface });

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

/** Which side the picture takes; on narrow screens it always comes first. */
export const mediaSide = styleVariants({
  left: { order: 0 },
  right: { order: 1, '@media': { [narrow]: { order: 0 } } },
});

export const splitText = style({ minWidth: 0 });

export const splitTitle = style({
  fontSize: vars.fontSize.xl,
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.md}`,
  overflowWrap: 'anywhere',
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const button = style({
  display: 'inline-block',
  marginTop: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.surface,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});
globalStyle(`${withBackground} ${button}`, {
  background: vars.color.surface,
  color: vars.color.brandStrong,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const fourColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [atMost(breakpoints.laptop)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { 'a&:hover': { boxShadow: vars.shadow.raised } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const cardText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const point = style({
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  overflowWrap: 'anywhere',
});

export const pointTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const pointText = style({ margin: 0, color: vars.color.textMuted });

export const centred = style({ textAlign: 'center', maxWidth: '48em', margin: '0 auto' });

export const wide = style({ marginTop: vars.space.lg });

export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: '60px minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [phone]: { gridTemplateColumns: '48px minmax(0, 1fr)' } },
});

export const fileActions = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  '@media': { [phone]: { gridColumn: '1 / -1' } },
});

export const videoFrame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.footer,
});

export const videoPoster = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  cursor: 'pointer',
  background: 'none',
  position: 'relative',
});

export const videoCover = style({
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
  display: 'block',
});

export const playBadge = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  background: 'rgba(16, 42, 67, 0.8)',
  color: vars.color.surface,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.fontSize.lg,
});

export const iframe = style({ width: '100%', height: '100%', border: 0, display: 'block' });

export const videoFile = style({
  width: '100%',
  height: '100%',
  display: 'block',
  background: '#000',
});

/** Over the poster of a video that cannot be played. */
export const videoUnavailable = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: 'rgba(16, 42, 67, 0.85)',
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
