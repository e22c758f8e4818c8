import type { ProductAsServed, ProductAttribute } from '../contract/product.ts';
import type { PriceTier } from './bulk.ts';
import type { OrderQuantity } from './order-quantity.ts';
import { isColourKey, isSizeKey } from './variants.ts';

/** A product as screens use it (spec section 3, derived from the served shape). */
export interface Product {
  id: string;
  name: string;
  description: string;
  category: string;
  parentCategory?: string;
  price: number;
  originalPrice?: number;
  image: string;
  images: string[];
  /** The same picture at several widths, by picture address, when the server gives them (photos). */
  srcSets?: Record<string, string>;
  featured: boolean;
  sizes: string[];
  colors: string[];
  attributes: ProductAttribute[];
  createdAt?: string;
  /** How many the shop has, when it counts them (see stock.ts). */
  stock?: number;
  /** Counts per size, when sizes are counted apart. */
  sizeStock?: Record<string, number>;
  /** The SKU buyers order it by, when the server gives one (src/domain/sku.ts). */
  sku?: string;
  /** The GST rate (per cent) its price includes, when the server gives it. */
  gstRate?: number;
  /** Volume prices, when the server gives them (src/domain/bulk.ts). */
  priceTiers?: PriceTier[];
  /** A minimum or a carton to buy in, when the product has one (src/domain/bulk.ts). */
  orderQuantity?: OrderQuantity;
}

function values(attribute: ProductAttribute | undefined): string[] {
  return (attribute?.value ?? []).map((v) => v.trim()).filter((v) => v !== '');
}

/** The sizes and colours a product offers, read from its attributes (spec section 3). */
export function productOptions(attributes: readonly ProductAttribute[]): {
  sizes: string[];
  colors: string[];
} {
  return {
    sizes: values(attributes.find((a) => isSizeKey(a.key))),
    colors: values(attributes.find((a) => isColourKey(a.key))),
  };
}

/**
 * Why an order or a quick order cannot have a product the shop has stopped selling (retired: still
 * on the orders that have it, gone from the catalogue); the cart calls it "No longer sold" too.
 */
export const noLongerSold = (title: string): string => `${title} is no longer sold. Please remove it.`;

const FEATURED_KEY = 'featured';

export const isFeaturedKey = (key: string): boolean => key.trim().toLowerCase() === FEATURED_KEY;

/** How the server serves its featured flag; the mocks' fixtures carry the same. */
export const featuredAttribute = (): { key: string; value: string[] } => ({
  key: FEATURED_KEY,
  value: ['true'],
});

interface AttributeInput {
  key: string;
  value?: readonly (string | number | boolean)[] | null;
}

/** Spec section 3: featured when the attribute named featured has a value containing 'true'. */
export function isFeatured(attributes: readonly AttributeInput[] | null | undefined): boolean {
  const flag = (attributes ?? []).find((a) => isFeaturedKey(a.key));
  return (flag?.value ?? []).some((v) => String(v).toLowerCase().includes('true'));
}

/**
 * A discountedPrice of 0 next to a positive regularPrice is read as "no discount": many back ends
 * store 0 for none, and showing such a product as free would be the worse mistake.
 */
function discountOf(regular?: number | null, discounted?: number | null): number | undefined {
  if (discounted === undefined || discounted === null) return undefined;
  return discounted === 0 && (regular ?? 0) > 0 ? undefined : discounted;
}

/**
 * What a shopper pays for one: the discounted price, else the regular price, else 0. The same in
 * rupees (the card, the cart) and in paise (the order the server writes).
 */
export function payablePrice(regular?: number | null, discounted?: number | null): number {
  return discountOf(regular, discounted) ?? regular ?? 0;
}

export function toProduct(served: ProductAsServed): Product {
  const discounted = discountOf(served.regularPrice, served.discountedPrice);
  const imageUrls = [served.imgUrl ?? '', ...served.images.map((i) => i.url)].filter((u) => u.trim() !== '');
  const images = [...new Set(imageUrls)];

  const product: Product = {
    id: served.id,
    name: served.title,
    description: served.description,
    category: served.category,
    price: payablePrice(served.regularPrice, served.discountedPrice),
    image: images[0] ?? '',
    images,
    featured: isFeatured(served.attributes),
    ...productOptions(served.attributes),
    attributes: served.attributes,
  };
  if (served.parentCategory) product.parentCategory = served.parentCategory;
  if (discounted !== undefined && served.regularPrice !== undefined)
    product.originalPrice = served.regularPrice;
  if (served.createdAt) product.createdAt = served.createdAt;
  const srcSets = Object.fromEntries(served.images.flatMap((i) => (i.srcSet ? [[i.url, i.srcSet]] : [])));
  if (Object.keys(srcSets).length > 0) product.srcSets = srcSets;
  if (served.stock !== undefined) product.stock = served.stock;
  if (served.sizeStock !== undefined) product.sizeStock = served.sizeStock;
  if (served.sku) product.sku = served.sku;
  if (served.gstRate !== undefined) product.gstRate = served.gstRate;
  if (served.priceTiers?.length) product.priceTiers = served.priceTiers;
  if ((served.minQuantity ?? 1) > 1 || (served.packOf ?? 1) > 1)
    product.orderQuantity = { minQuantity: served.minQuantity ?? 1, packOf: served.packOf ?? 1 };
  return product;
}

/** The 'Sale' badge: an original price exists and the price is lower. */
export function isOnSale(p: Pick<Product, 'price' | 'originalPrice'>): boolean {
  return p.originalPrice !== undefined && p.price < p.originalPrice;
}
