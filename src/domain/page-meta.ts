/**
 * What a page says about itself to search engines and to an app a link is pasted into (WhatsApp,
 * a browser tab): its title, description, canonical address, preview picture, and schema.org data.
 * The routes render it with <PageHead> (src/components/page-head.tsx); React hoists the tags into
 * <head>, and the server moves them there in the page it renders (server/routes/static).
 */
export interface PageMeta {
  /** The whole <title>. */
  title: string;
  description?: string;
  /** The page's own address: path and the query that names the page (no tracking parameters). */
  path?: string;
  /** A picture for link previews (absolute). */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'product';
  /** Pages only a signed-in shopper or a purchase reaches: kept out of search results. */
  noindex?: boolean;
  /** schema.org data, one JSON-LD script each. */
  structured?: Record<string, unknown>[];
}

/** A description stays within what search results show (~160 characters), cut at a word. */
export const DESCRIPTION_LIMIT = 160;

export function shortDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** "{page} | {store}"; the home page is the store's own name and promise. */
export const pageTitle = (page: string, store: string): string => `${page} | ${store}`;

/** The whole address of a path on the shop's site. */
export const absolute = (siteUrl: string, path: string): string =>
  new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;

/**
 * The catalogue's own address for a list: the filters that choose its products and the page when
 * past the first (each page is its own canonical), in a fixed order; anything else (utm_*, fbclid,
 * gclid, a layout choice) is left out.
 */
export function productsPath(filters: {
  category?: string | undefined;
  parentCategory?: string | undefined;
  featured?: boolean;
  page?: number;
}): string {
  // Encoded as the shop's own links are (categoryHref): %20, not +, so one page has one address.
  const query: string[] = [];
  const add = (name: string, value: string) => query.push(`${name}=${encodeURIComponent(value)}`);
  if (filters.category) add('category', filters.category.toLowerCase());
  if (filters.parentCategory) add('parentCategory', filters.parentCategory);
  if (filters.featured) add('featured', 'true');
  if (filters.page !== undefined && filters.page > 1) add('page', String(filters.page));
  return query.length > 0 ? `/products?${query.join('&')}` : '/products';
}

export const SCHEMA = 'https://schema.org';

export interface StoreFacts {
  name: string;
  companyName?: string | undefined;
  address?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  logo?: string | undefined;
  description?: string | undefined;
}

/** What the shop is, where the store gives no description of its own (index.html says the same). */
export const HOME_DESCRIPTION =
  'Household supplies and packaging & shipping products for businesses and homes across India.';

export function homeMeta(siteUrl: string, store: StoreFacts): PageMeta {
  const logo = store.logo && absolute(siteUrl, store.logo);
  const description = shortDescription(store.description?.trim() || HOME_DESCRIPTION);
  return {
    title: `${store.name} — household supplies and packaging across India`,
    description,
    path: '/',
    type: 'website',
    ...(logo && { image: logo }),
    structured: [
      {
        '@context': SCHEMA,
        '@type': 'Store',
        name: store.name,
        url: absolute(siteUrl, '/'),
        description,
        ...(store.companyName && { legalName: store.companyName }),
        ...(logo && { logo, image: logo }),
        ...(store.phone && { telephone: store.phone }),
        ...(store.email && { email: store.email }),
        ...(store.address && {
          address: { '@type': 'PostalAddress', streetAddress: store.address, addressCountry: 'IN' },
        }),
        currenciesAccepted: 'INR',
      },
    ],
  };
}

/** A page with a title alone; `noindex` for pages that belong to one shopper. */
export const simpleMeta = (
  store: string,
  title: string,
  options: { path?: string; noindex?: boolean } = {},
) => ({ title: pageTitle(title, store), ...options }) satisfies PageMeta;

/**
 * A JSON-LD script's text, safe inside HTML: `<` is escaped so no "</script>" in a product's text
 * can end the script early.
 */
export const jsonLdText = (data: Record<string, unknown>): string =>
  JSON.stringify(data).replace(/</g, '\\u003c');
