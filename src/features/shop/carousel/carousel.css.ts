import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { atMost, breakpoints } from '../../../styles/breakpoints';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [atMost(breakpoints.phone)]: { gap: vars.space.xs } },
});

export const viewport = style({
  overflow: 'hidden',
  // Vertical scrolling stays with the page; horizontal movement is ours (the swipe).
  touchAction: 'pan-y',
  // The tracks' container queries read its width (trackLayouts).
  containerType: 'inline-size',
});

/**
 * The rows' layouts: items at least `minItemWidth` px wide, as many side by side as fit, at
 * least 1 and at most `maxVisible`.
 */
export const slideLayouts = {
  single: { minItemWidth: 1, maxVisible: 1 },
  categories: { minItemWidth: 180, maxVisible: 6 },
  products: { minItemWidth: 125, maxVisible: 4 },
} as const;
export type SlideLayout = keyof typeof slideLayouts;

/** How many items the track shows side by side. */
const visible = createVar();

const trackBase = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'transform 300ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/**
 * The track of a row of each layout, by the most items it may show (`[layout][cap - 1]`; a
 * stretched row of few items shows at most as many as it has): how many fit comes from its
 * viewport's width in CSS, so the tiles have their size in the page's first layout, without a
 * script measuring the row (docs/decisions.md, "First load").
 */
const tracksOf = ({ minItemWidth, maxVisible }: { minItemWidth: number; maxVisible: number }) =>
  Array.from({ length: maxVisible }, (_, index) =>
    style([
      trackBase,
      {
        vars: { [visible]: '1' },
        '@container': Object.fromEntries(
          Array.from({ length: index }, (__, more) => [
            `(min-width: ${(more + 2) * minItemWidth}px)`,
            { vars: { [visible]: String(more + 2) } },
          ]),
        ),
      },
    ]),
  );

export const trackLayouts: Record<SlideLayout, readonly string[]> = {
  single: tracksOf(slideLayouts.single),
  categories: tracksOf(slideLayouts.categories),
  products: tracksOf(slideLayouts.products),
};

export const slide = style({
  flexShrink: 0,
  flexGrow: 0,
  flexBasis: `calc(100% / ${visible})`,
  minWidth: 0,
  padding: vars.space.sm,
  '@media': { [atMost(breakpoints.phone)]: { padding: vars.space.xs } },
});

const arrowBase = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
  '@media': { [atMost(breakpoints.phone)]: { width: '28px', height: '28px' } },
});

export const arrow = styleVariants({
  plain: [arrowBase, { background: vars.color.surface, color: vars.color.brand }],
  blue: [arrowBase, { background: vars.color.brand, color: '#ffffff', borderColor: '#ffffff' }],
});
