/** Layout breakpoints of spec §9, widest first, in px. */
export const breakpoints = {
  /** Under this: "medium" layout. */
  wide: 1440,
  /** At or under this the top menu collapses into a drawer. */
  collapsed: 1320,
  /** At or under this, under the collapsed menu: four-column grids show three. */
  laptop: 1280,
  /** At or under this, the iPad mode (a tablet held sideways): three-column lists show two. */
  tablet: 1110,
  /** At or under this: narrow view. */
  narrow: 1020,
  phone: 859,
} as const;

/** A `max-width` media query for a breakpoint, inclusive as the spec words them. */
export const atMost = (px: number) => `screen and (max-width: ${px}px)`;

/**
 * When the top menu collapses into a drawer (spec §2.2): at 1320 px or less, and
 * on phones and tablets whatever their width (no hover, coarse pointer).
 */
export const collapsedMenuQuery = `${atMost(breakpoints.collapsed)}, (hover: none) and (pointer: coarse)`;
