import type { ProductAsServed, ProductAttribute } from '../contract/product.ts';

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
  featured: boolean;
  sizes: string[];
  colors: string[];
  attributes: ProductAttribute[];
  createdAt?: string;
}

export const ONE_SIZE = 'One Size';

const SIZE_KEYS = ['size', 'sizes'];
const COLOR_KEYS = ['color', 'colors', 'colour', 'colours'];

function findAttribute(attributes: ProductAttribute[], keys: string[]): ProductAttribute | undefined {
  return attributes.find((a) => keys.includes(a.key.trim().toLowerCase()));
}

function values(attribute: ProductAttribute | undefined): string[] {
  return (attribute?.value ?? []).map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * A discountedPrice of 0 next to a positive regularPrice is read as "no discount": many back ends
 * store 0 for none, and showing such a product as free would be the worse mistake.
 */
function discountOf({ discountedPrice, regularPrice }: ProductAsServed): number | undefined {
  if (discountedPrice === undefined) return undefined;
  if (discountedPrice === 0 && regularPrice !== undefined && regularPrice > 0) return undefined;
  return discountedPrice;
}

export function toProduct(served: ProductAsServed): Product {
  const discounted = discountOf(served);
  const imageUrls = [served.imgUrl ?? '', ...served.images.map((i) => i.url)].filter((u) => u.trim() !== '');
  const images = [...new Set(imageUrls)];
  const featured = findAttribute(served.attributes, ['featured']);

  const product: Product = {
    id: served.id,
    name: served.title,
    description: served.description,
    category: served.category,
    price: discounted ?? served.regularPrice ?? 0,
    image: images[0] ?? '',
    images,
    featured: (featured?.value ?? []).some((v) => v.toLowerCase().includes('true')),
    sizes: values(findAttribute(served.attributes, SIZE_KEYS)),
    colors: values(findAttribute(served.attributes, COLOR_KEYS)),
    attributes: served.attributes,
  };
  if (served.parentCategory) product.parentCategory = served.parentCategory;
  if (discounted !== undefined && served.regularPrice !== undefined)
    product.originalPrice = served.regularPrice;
  if (served.createdAt) product.createdAt = served.createdAt;
  return product;
}

/** The 'Sale' badge: an original price exists and the price is lower. */
export function isOnSale(p: Pick<Product, 'price' | 'originalPrice'>): boolean {
  return p.originalPrice !== undefined && p.price < p.originalPrice;
}

export function onlySizeIsOneSize(p: Pick<Product, 'sizes'>): boolean {
  return p.sizes.length === 1 && p.sizes[0]?.toLowerCase() === ONE_SIZE.toLowerCase();
}

/** The size preselected on the product page: 'One Size' when it is the only one. */
export function defaultSize(p: Pick<Product, 'sizes'>): string | undefined {
  return onlySizeIsOneSize(p) ? p.sizes[0] : undefined;
}

/** The card's Add to Cart: a size or colour is chosen for the shopper only when there is exactly one. */
export function autoSelection(p: Pick<Product, 'sizes' | 'colors'>): {
  selectedSize?: string;
  selectedColor?: string;
} {
  const selection: { selectedSize?: string; selectedColor?: string } = {};
  if (p.sizes.length === 1) selection.selectedSize = p.sizes[0];
  if (p.colors.length === 1) selection.selectedColor = p.colors[0];
  return selection;
}
