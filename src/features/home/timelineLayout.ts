/** The milestone chart's drawing sizes, shared by the chart and the room kept for it while it loads. */
export const ROW_HEIGHT = 170;

/** One row on wide screens; two on phones so the years stay legible. */
export const WIDE_WIDTH = 1000;
export const NARROW_WIDTH = 560;
export const NARROW_ROWS = 2;
