/**
 * What the shop keeps for a shopper who loses signal, and what it never keeps: one home for the
 * service worker (src/sw/sw.ts), robots.txt (server/routes/seo) and their tests.
 */

/**
 * Pages only one shopper reaches (their account, orders, checkout and payment, sign-in forms):
 * never kept by the service worker, and kept out of crawlers' way.
 */
export const PRIVATE_PAGES = [
  '/account',
  '/checkout',
  '/payment',
  '/orders',
  '/order-success',
  '/stock-alert',
  '/wishlist',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/verify-email',
  '/quotation',
  '/api-test',
] as const;

/** The page the service worker opens offline for an address it has not kept (server/routes/static). */
export const APP_SHELL_PATH = '/app-shell';

export const isPrivatePage = (pathname: string): boolean =>
  PRIVATE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/**
 * API answers that are the same for every shopper and make the catalogue browsable offline: the
 * store's info, product lists and products (never an order, the account, payments or the cart's
 * checks).
 */
export const isCatalogueCall = (pathname: string): boolean =>
  /\/api\/v1\/(storeInfo|products)(\/[^/]+)?$/.test(pathname);
