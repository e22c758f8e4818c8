import { PAGE_SIZE } from '../contract/limits.ts';

export const POLICY_SLUGS = ['terms', 'privacy', 'refund', 'return', 'shipping', 'about'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const RESERVED_WORDS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
  'cart',
  'products',
  'product',
  'contact',
  'track-order',
  'orders',
  'quick-order',
  '404',
] as const;

/** The policy page for /{slug}, or null when the route goes to /404 (reserved words and unknown slugs). */
export function resolveSlug(slug: string): PolicySlug | null {
  if ((RESERVED_WORDS as readonly string[]).includes(slug)) return null;
  return (POLICY_SLUGS as readonly string[]).includes(slug) ? (slug as PolicySlug) : null;
}

/** The product page (spec /product/{id}). */
export const productHref = (id: string): string => `/product/${encodeURIComponent(id)}`;

/** The results page of a search. */
export const searchResultsHref = (q: string): string => `/products?${new URLSearchParams({ q }).toString()}`;

/** Paying for a placed order (spec /payment). */
export const paymentHref = (orderId: string): string => `/payment?orderId=${encodeURIComponent(orderId)}`;

/** Tracking an order (spec /track-order), the id filled in. */
/** Where the shopper lands after paying (the gateway's return). */
export const orderSuccessHref = (orderId: string): string =>
  `/order-success?orderId=${encodeURIComponent(orderId)}`;

export const trackHref = (orderId: string): string => `/track-order?id=${encodeURIComponent(orderId)}`;

export function categoryHref(name: string): string {
  return `/products?category=${encodeURIComponent(name.toLowerCase())}`;
}

const capitalise = (text: string) =>
  text.replace(/(^|\s)(\S)/g, (_, space: string, c: string) => space + c.toUpperCase());

/** The /products heading (the spec's first reading). */
export function productsHeading(
  filters: { category?: string | null; parentCategory?: string | null },
  storeCategories: readonly string[] = [],
): string {
  const parent = filters.parentCategory?.trim();
  if (parent) return parent;
  const category = filters.category?.trim();
  if (!category) return 'All Products';
  const lower = category.toLowerCase();
  if (lower === 'men') return "Men's Ethnic Wear";
  if (lower === 'women') return "Women's Ethnic Wear";
  return storeCategories.find((c) => c.trim().toLowerCase() === lower)?.trim() ?? capitalise(category);
}

const GENDERS: Record<string, string> = { men: 'Men', women: 'Women' };
export const ACCESSORIES_FILTER = 'Accessories,Personal Care,Home,null,Unisex';

/** The query of the product list call (spec section 7): page, limit, and only the filters that are set. */
export function productListParams(options: {
  page?: number;
  category?: string | null;
  parentCategory?: string | null;
  featured?: boolean | string | null;
}): Record<string, string> {
  const page =
    options.page !== undefined && Number.isInteger(options.page) && options.page >= 1 ? options.page : 1;
  const params: Record<string, string> = { page: String(page), limit: String(PAGE_SIZE) };
  const category = options.category?.trim();
  if (category) {
    params.category = category;
    const gender = GENDERS[category.toLowerCase()];
    if (gender) params.gender = gender;
    if (category.toLowerCase() === 'accessories') params.filter = ACCESSORIES_FILTER;
  }
  const parent = options.parentCategory?.trim();
  if (parent) params.parentCategory = parent;
  if (options.featured === true || options.featured === 'true') params.featured = 'true';
  return params;
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
