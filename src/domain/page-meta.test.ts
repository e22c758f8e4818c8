import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productMeta, productsMeta } from './catalogue-meta.ts';
import {
  DESCRIPTION_LIMIT,
  homeMeta,
  jsonLdText,
  productsPath,
  shortDescription,
  simpleMeta,
} from './page-meta.ts';
import type { Product } from './product.ts';

const SITE = 'https://shop.example.in';
const now = new Date('2026-11-25T10:00:00Z');

const gloves: Product = {
  id: 'nitrile-gloves',
  name: 'Nitrile Gloves',
  description: 'Powder-free <b>nitrile</b> gloves for cleaning and food handling.',
  category: 'HouseHold Supplies',
  price: 249,
  image: 'https://shop.example.in/api/v1/images/products/nitrile-gloves-1.svg',
  images: ['https://shop.example.in/api/v1/images/products/nitrile-gloves-1.svg'],
  featured: false,
  sizes: ['S', 'M'],
  colors: [],
  attributes: [],
};

// What search engines need of each rich result (Google's Product snippet, Merchant listing and
// Breadcrumb rules, schema.org's types), as schemas: a page whose data misses one fails here.
const url = z.string().url();
const offer = z.object({
  '@type': z.literal('Offer'),
  url,
  priceCurrency: z.literal('INR'),
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceValidUntil: z.string().date().optional(),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
  itemCondition: z.literal('https://schema.org/NewCondition'),
});
const productSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  image: z.array(url).min(1).optional(),
  description: z.string().optional(),
  sku: z.string().min(1),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
  offers: offer,
});
const breadcrumbSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int(),
        name: z.string().min(1),
        item: url,
      }),
    )
    .min(2)
    .refine((items) => items.every((item, i) => item.position === i + 1), 'positions count from 1'),
});
const storeSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Store'),
  name: z.string().min(1),
  url,
  address: z
    .object({
      '@type': z.literal('PostalAddress'),
      streetAddress: z.string(),
      addressCountry: z.literal('IN'),
    })
    .optional(),
  telephone: z.string().optional(),
});

describe('productMeta', () => {
  it('titles a product with its name and ₹ price, and describes it without markup', () => {
    const meta = productMeta(SITE, 'Supply Store', gloves, now);
    expect(meta.title).toBe('Nitrile Gloves — ₹249 | Supply Store');
    expect(meta.description).toBe(
      '₹249 · HouseHold Supplies. Powder-free nitrile gloves for cleaning and food handling.',
    );
    expect(meta.path).toBe('/product/nitrile-gloves');
    expect(meta.image).toBe(gloves.image);
    expect(meta.type).toBe('product');
  });

  it('gives valid Product and BreadcrumbList data: in stock, INR, no sale date at full price', () => {
    const [product, crumbs] = productMeta(SITE, 'Supply Store', gloves, now).structured!;
    const parsed = productSchema.parse(product);
    expect(parsed.offers).toMatchObject({ price: '249.00', availability: 'https://schema.org/InStock' });
    expect(parsed.offers.priceValidUntil).toBeUndefined();
    expect(product).toMatchObject({ sku: gloves.id });
    // Reviewed (our server's extension): its stars for search results; none without reviews.
    const [rated] = productMeta(SITE, 'S', gloves, now, { average: 4.3, count: 12 }).structured!;
    expect(rated).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(productMeta(SITE, 'S', gloves, now, { average: 0, count: 0 }).structured![0]).not.toHaveProperty(
      'aggregateRating',
    );
    expect(product).not.toHaveProperty('aggregateRating');
    const [withSku] = productMeta(SITE, 'Supply Store', { ...gloves, sku: 'GLO-004' }, now).structured!;
    expect(withSku).toMatchObject({ sku: 'GLO-004' });
    expect(breadcrumbSchema.parse(crumbs).itemListElement.map((i) => [i.name, i.item])).toEqual([
      ['Home', 'https://shop.example.in/'],
      ['HouseHold Supplies', 'https://shop.example.in/products?category=household%20supplies'],
      ['Nitrile Gloves', 'https://shop.example.in/product/nitrile-gloves'],
    ]);
  });

  it('says when a discounted price ends, and that a product with none left is out of stock', () => {
    const sale = productMeta(
      SITE,
      'Supply Store',
      { ...gloves, price: 199, originalPrice: 249, stock: 0 },
      now,
    );
    const offerData = productSchema.parse(sale.structured![0]).offers;
    expect(offerData.priceValidUntil).toBe('2026-12-25');
    expect(offerData.availability).toBe('https://schema.org/OutOfStock');
    expect(sale.description).toMatch(/^₹199 \(was ₹249\)/);
    const sizesGone = productMeta(SITE, 'S', { ...gloves, sizeStock: { S: 0, M: 0 } }, now);
    expect(productSchema.parse(sizesGone.structured![0]).offers.availability).toMatch(/OutOfStock$/);
    const oneSizeLeft = productMeta(SITE, 'S', { ...gloves, sizeStock: { S: 0, M: 3 } }, now);
    expect(productSchema.parse(oneSizeLeft.structured![0]).offers.availability).toMatch(/InStock$/);
  });

  it('leaves out the picture of a product that has none', () => {
    const meta = productMeta(SITE, 'Supply Store', { ...gloves, image: '', images: [] }, now);
    expect(meta.image).toBeUndefined();
    expect(productSchema.parse(meta.structured![0]).image).toBeUndefined();
  });

  it('keeps a closing script tag in a product text from ending the JSON-LD script', () => {
    const meta = productMeta(SITE, 'S', { ...gloves, name: 'Bags </script><script>alert(1)</script>' }, now);
    const text = jsonLdText(meta.structured![0]!);
    expect(text).not.toContain('</script>');
    expect((JSON.parse(text) as { name: string }).name).toBe('Bags </script><script>alert(1)</script>');
  });
});

describe('productsMeta', () => {
  it('names a category with its count, and gives it a breadcrumb', () => {
    const meta = productsMeta(SITE, 'Supply Store', {
      heading: 'Packaging & Shipping Products',
      total: 1234,
      filters: { category: 'Packaging & Shipping Products' },
    });
    expect(meta.title).toBe('Packaging & Shipping Products | Supply Store');
    expect(meta.description).toContain('1,234 products in Packaging & Shipping Products');
    expect(meta.path).toBe('/products?category=packaging%20%26%20shipping%20products');
    expect(breadcrumbSchema.parse(meta.structured![0]).itemListElement).toHaveLength(2);
  });

  it('makes each page of a list its own canonical address, and All Products has no breadcrumb', () => {
    const meta = productsMeta(SITE, 'S', { heading: 'All Products', total: 40, filters: { page: 3 } });
    expect(meta.title).toBe('All Products (page 3) | S');
    expect(meta.path).toBe('/products?page=3');
    expect(meta.structured).toBeUndefined();
    expect(meta.noindex).toBeUndefined();
  });

  it('keeps a searched, sorted or filtered list out of search engines', () => {
    const meta = productsMeta(SITE, 'S', {
      heading: 'Results for “tape”',
      total: 4,
      filters: {},
      searched: true,
    });
    expect(meta.noindex).toBe(true);
  });
});

describe('productsPath', () => {
  it('keeps only the filters that choose the products, in one order, and drops page 1', () => {
    expect(productsPath({ page: 1 })).toBe('/products');
    expect(productsPath({ featured: true, category: 'Men', parentCategory: 'Kurta', page: 2 })).toBe(
      '/products?category=men&parentCategory=Kurta&featured=true&page=2',
    );
  });
});

describe('homeMeta', () => {
  it('describes the store as a schema.org Store with its address and contact', () => {
    const meta = homeMeta(SITE, {
      name: 'Supply Store',
      address: '12 MG Road, Bengaluru 560001',
      phone: '+91 80 4000 1234',
      email: 'care@example.in',
    });
    expect(meta.path).toBe('/');
    const store = storeSchema.parse(meta.structured![0]);
    expect(store.address?.streetAddress).toBe('12 MG Road, Bengaluru 560001');
    expect(store.url).toBe('https://shop.example.in/');
  });
});

describe('shortDescription', () => {
  it('cuts a long text at a word within the limit', () => {
    const text = shortDescription('word '.repeat(100));
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(text).toMatch(/word…$/);
  });
});

describe('simpleMeta', () => {
  it('titles a page with the store name and passes noindex on', () => {
    expect(simpleMeta('Supply Store', 'My Orders', { noindex: true })).toEqual({
      title: 'My Orders | Supply Store',
      noindex: true,
    });
  });
});
