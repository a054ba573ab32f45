/**
 * The key routes `npm run bench` measures. Later issues add their routes here,
 * and nowhere else, so the bench and its budgets pick them up.
 */
export interface KeyRoute {
  /** Short, stable name used in reports. */
  name: string;
  /** The hash route as the address bar shows it (the app uses hash history). */
  hash: `#/${string}`;
}

export const keyRoutes: readonly KeyRoute[] = [{ name: 'home', hash: '#/homePage' }];
