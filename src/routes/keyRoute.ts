/** How a route declares itself one of the bench's key routes (scripts/bench/routes.ts). */
export interface KeyRouteMark {
  /** Short, stable name used in the bench's reports and its `--routes` option. */
  name: string;
  /** The landing page, whose first-load JS has the tighter budget. */
  landing?: true;
}
