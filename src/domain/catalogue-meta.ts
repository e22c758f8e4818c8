import { formatCount } from './count.ts';
import { formatMoney } from './money.ts';
import { absolute, pageTitle, productsPath, SCHEMA, shortDescription, type PageMeta } from './page-meta.ts';
import { isOnSale, type Product } from './product.ts';
import { categoryHref, productHref } from './routes.ts';

/*
 * What the catalogue's pages (the lists and a product) say about themselves: the part of
 * page-meta.ts only those routes need, so the first load of every other page goes without it.
 */

/** How long a discounted price is offered for in structured data: the sale's end is not stored. */
export const SALE_PRICE_DAYS = 30;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** "In stock" unless the shop counts the product and has none left (sizes counted apart included). */
export function inStock(product: Pick<Product, 'stock' | 'sizeStock'>): boolean {
  if (product.sizeStock) return Object.values(product.sizeStock).some((n) => n > 0);
  return product.stock === undefined || product.stock > 0;
}

/** A schema.org price: rupees with two decimals, as a string. */
const price = (rupees: number) => rupees.toFixed(2);

interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbs(siteUrl: string, crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

export function productsMeta(
  siteUrl: string,
  store: string,
  list: {
    heading: string;
    total?: number | undefined;
    filters: Parameters<typeof productsPath>[0];
    /** A search, sort or filter is applied: a shopper's own view, kept out of search engines. */
    searched?: boolean;
  },
): PageMeta {
  const page = list.filters.page ?? 1;
  const counted =
    list.total === undefined
      ? `${list.heading} from ${store}`
      : `${formatCount(list.total)} ${list.total === 1 ? 'product' : 'products'} in ${list.heading} from ${store}`;
  const path = productsPath(list.filters);
  const category = list.filters.category ? list.heading : undefined;
  return {
    title: pageTitle(page > 1 ? `${list.heading} (page ${page})` : list.heading, store),
    description: shortDescription(`${counted}, delivered across India. Prices in ₹, GST invoices.`),
    path,
    type: 'website',
    ...(list.searched && { noindex: true }),
    ...(category && {
      structured: [
        breadcrumbs(siteUrl, [
          { name: 'Home', path: '/' },
          { name: category, path: productsPath({ category: list.filters.category }) },
        ]),
      ],
    }),
  };
}

export function productMeta(
  siteUrl: string,
  store: string,
  product: Product,
  now: Date = new Date(),
  /** Its published reviews' average and count (our server's extension), for search results' stars. */
  rating?: { average: number; count: number },
): PageMeta {
  const path = productHref(product.id);
  const priced = `${formatMoney(product.price)}${isOnSale(product) ? ` (was ${formatMoney(product.originalPrice!)})` : ''}`;
  const description = shortDescription(
    `${priced} · ${product.category}. ${product.description || product.name}`,
  );
  const sale = isOnSale(product);
  const validUntil = new Date(now.getTime() + SALE_PRICE_DAYS * 86_400_000);
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (product.category) crumbs.push({ name: product.category, path: categoryHref(product.category) });
  crumbs.push({ name: product.name, path });
  return {
    title: pageTitle(`${product.name} — ${formatMoney(product.price)}`, store),
    description,
    path,
    type: 'product',
    ...(product.image && { image: absolute(siteUrl, product.image) }),
    structured: [
      {
        '@context': SCHEMA,
        '@type': 'Product',
        name: product.name,
        // The SKU buyers order by, where the server gives one (src/domain/sku.ts).
        sku: product.sku ?? product.id,
        ...(product.description && { description: shortDescription(product.description, 5000) }),
        ...(product.images.length > 0 && { image: product.images.map((src) => absolute(siteUrl, src)) }),
        category: product.category,
        brand: { '@type': 'Brand', name: store },
        ...(rating &&
          rating.count > 0 && {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: rating.average,
              reviewCount: rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }),
        offers: {
          '@type': 'Offer',
          url: absolute(siteUrl, path),
          priceCurrency: 'INR',
          price: price(product.price),
          ...(sale && { priceValidUntil: isoDate(validUntil) }),
          availability: `${SCHEMA}/${inStock(product) ? 'InStock' : 'OutOfStock'}`,
          itemCondition: `${SCHEMA}/NewCondition`,
          seller: { '@type': 'Organization', name: store },
        },
      },
      breadcrumbs(siteUrl, crumbs),
    ],
  };
}
