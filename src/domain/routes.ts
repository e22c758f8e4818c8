export const POLICY_SLUGS = ['terms', 'privacy', 'refund', 'return', 'shipping', 'about'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** The query a product page reads its size from: a link to a size opens with that size chosen. */
export const SIZE_PARAM = 'size';

/** The product page (spec /product/{id}); with a size, opened with that size chosen (a shared link, an alert's). */
export const productHref = (id: string, size?: string): string =>
  `/product/${encodeURIComponent(id)}${size ? `?${SIZE_PARAM}=${encodeURIComponent(size)}` : ''}`;

/** The results page of a search. */
export const searchResultsHref = (q: string): string => `/products?${new URLSearchParams({ q }).toString()}`;

/** Paying for a placed order (spec /payment). */
export const paymentHref = (orderId: string): string => `/payment?orderId=${encodeURIComponent(orderId)}`;

/** Where the shopper lands after paying (the gateway's return). */
export const orderSuccessHref = (orderId: string): string =>
  `/order-success?orderId=${encodeURIComponent(orderId)}`;

/** The shopper's account page (signed in): details, addresses, lists, credit. */
export const ACCOUNT_PATH = '/account';

/** The account page's credit account section (buying on account): the orders owed, and paying them. */
export const CREDIT_ACCOUNT_SECTION = 'credit-account';
export const creditAccountHref = `${ACCOUNT_PATH}#${CREDIT_ACCOUNT_SECTION}`;

/** The account page's saved (reorder) lists, where their reminders are set; a list in the quick-order pad. */
export const SAVED_LISTS_SECTION = 'saved-lists';
export const savedListsHref = `${ACCOUNT_PATH}#${SAVED_LISTS_SECTION}`;
export const quickOrderListHref = (listId: string): string =>
  `/quick-order?list=${encodeURIComponent(listId)}`;

/** One order on My Orders (/orders): its card's id, and a link that scrolls to it. */
export const orderAnchor = (orderId: string): string => `order-${orderId}`;
export const orderHref = (orderId: string): string => `/orders#${encodeURIComponent(orderAnchor(orderId))}`;

/** My Orders showing the orders that hold these words (all of them without any). */
export const ordersSearchHref = (q: string): string =>
  q.trim() ? `/orders?${new URLSearchParams({ q: q.trim() }).toString()}` : '/orders';

/** Tracking an order (spec /track-order), the id filled in. */
export const trackHref = (orderId: string): string => `/track-order?id=${encodeURIComponent(orderId)}`;

export function categoryHref(name: string): string {
  return `/products?category=${encodeURIComponent(name.toLowerCase())}`;
}

const LOOPING_PATHS = ['/login', '/register'];
const BASE = 'https://x.invalid';

/**
 * Where to go after sign-in: the given path (with its query and hash) only when it stays on this
 * site; anything else, and the sign-in pages themselves, give '/'.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 2048) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//')) return '/';
  // Backslashes count as slashes in browsers ('/\evil.com' is '//evil.com'); control characters are stripped.
  if ([...raw].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return '/';
  const path = url.pathname.toLowerCase().replace(/\/+$/, '');
  return LOOPING_PATHS.includes(path) ? '/' : raw;
}

/** The query value that carries where a shopper was going when sign-in interrupted them. */
export const RETURN_PARAM = 'redirect';

const carrying = (page: '/login' | '/register', returnTo?: string | null) => {
  const target = safeReturnPath(returnTo);
  return target === '/' ? page : `${page}?${RETURN_PARAM}=${encodeURIComponent(target)}`;
};

/** /login remembering a same-site path to come back to (anything else is dropped). */
export const loginPath = (returnTo?: string | null): string => carrying('/login', returnTo);

/** /register carrying the same return path, so a new shopper signs in and lands back there. */
export const registerPath = (returnTo?: string | null): string => carrying('/register', returnTo);

/** The policy pages' titles: the footer's links and each page's heading (texts in ./policies.ts). */
export const POLICY_TITLES: Record<PolicySlug, string> = {
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
  return: 'Return Policy',
  shipping: 'Shipping Policy',
  about: 'About Us',
};
