/** Where the two backends live (kept apart from the schemas so the first load can use them). */
export const PORTAL_API = '/reach/portal/api';
export const SHOP_API = '/f/eshopping';
