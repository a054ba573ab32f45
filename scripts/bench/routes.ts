/**
 * The key routes `npm run bench` measures: the landing page and the first screen of each
 * journey a visitor starts cold (shop, product, login, content), and the logged-in shop screens.
 * New key routes go here, and nowhere else, so the bench and its budgets pick them up.
 */
export interface KeyRoute {
  /** Short, stable name used in reports and in `--routes`. */
  name: string;
  /** The hash route as the address bar shows it (the app uses hash history). */
  hash: `#/${string}`;
  /** Opened logged in as the mock's demo user; Lighthouse audits only public routes. */
  loggedIn?: true;
}

export const keyRoutes: readonly KeyRoute[] = [
  { name: 'home', hash: '#/homePage' },
  { name: 'shop', hash: '#/storePage' },
  // A product of the seeded fixtures (the bench always runs against the default seed).
  { name: 'product', hash: '#/goodsDeil?id=1001&modeId=1' },
  { name: 'login', hash: '#/loginn' },
  { name: 'news', hash: '#/news' },
  { name: 'series', hash: '#/produceSeries?routerId=p11' },
  { name: 'videos', hash: '#/videoView' },
  { name: 'about', hash: '#/reach' },
  { name: 'cart', hash: '#/cartView', loggedIn: true },
  { name: 'orders', hash: '#/buyTab', loggedIn: true },
];

/** The landing page, whose first-load JS has the tighter budget. */
export const landingRouteName = 'home';
