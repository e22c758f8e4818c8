import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate.ts';
import { seedProducts } from './products.ts';
import { HSN_CODE } from '../../src/contract/tax.ts';

const CATEGORIES = ['HouseHold Supplies', 'Packaging & Shipping Products'] as const;
const inCategory = (c: string) => seedProducts.filter((p) => p.category === c);
const attr = (key: string) => (p: (typeof seedProducts)[number]) => p.attributes.find((a) => a.key === key);

describe('the seeded catalogue', () => {
  it('holds at least 130 products, roughly half in each category', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(130);
    for (const c of CATEGORIES) {
      const share = inCategory(c).length / seedProducts.length;
      expect(share).toBeGreaterThan(0.4);
      expect(share).toBeLessThan(0.6);
    }
  });

  it('gives every product a unique kebab-case slug and a unique title', () => {
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((p) => p.title)).size).toBe(seedProducts.length);
    for (const p of seedProducts) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('files products under several sub-categories in each category', () => {
    for (const c of CATEGORIES) {
      expect(new Set(inCategory(c).map((p) => p.parentCategory)).size).toBeGreaterThanOrEqual(5);
    }
  });

  it('prices in positive whole paise, with sale prices below the regular price', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.regularPricePaise) && p.regularPricePaise > 0).toBe(true);
      if (p.discountedPricePaise !== null) {
        expect(Number.isInteger(p.discountedPricePaise) && p.discountedPricePaise > 0).toBe(true);
        expect(p.discountedPricePaise).toBeLessThan(p.regularPricePaise);
      }
    }
  });

  it('puts about 35% of products on sale and features about 12 per category', () => {
    const onSale = seedProducts.filter((p) => p.discountedPricePaise !== null).length;
    expect(onSale / seedProducts.length).toBeGreaterThanOrEqual(0.3);
    expect(onSale / seedProducts.length).toBeLessThanOrEqual(0.4);
    for (const c of CATEGORIES) {
      const featured = inCategory(c).filter((p) => p.featured).length;
      expect(featured).toBeGreaterThanOrEqual(10);
      expect(featured).toBeLessThanOrEqual(14);
    }
  });

  it('gives 2 to 8 attributes, except a product with more than the 10 the detail page shows', () => {
    const long = seedProducts.filter((p) => p.attributes.length > 10);
    expect(long.length).toBeGreaterThanOrEqual(1);
    for (const p of seedProducts.filter((q) => !long.includes(q))) {
      expect(p.attributes.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.attributes.length, p.slug).toBeLessThanOrEqual(8);
    }
  });

  it('never uses an attribute key the detail page would hide, and never an empty value', () => {
    for (const p of seedProducts) {
      for (const a of p.attributes) {
        expect(a.key.toLowerCase()).not.toContain('phone');
        expect(a.value.length).toBeGreaterThan(0);
        expect(new Set(p.attributes.map((b) => b.key)).size).toBe(p.attributes.length);
      }
    }
  });

  it('has products with a single One Size, products with one colour and products with several', () => {
    const sizes = (p: (typeof seedProducts)[number]) => (attr('size')(p) ?? attr('sizes')(p))?.value;
    const colours = (p: (typeof seedProducts)[number]) => (attr('color')(p) ?? attr('colors')(p))?.value;
    expect(seedProducts.some((p) => sizes(p)?.length === 1 && sizes(p)?.[0] === 'One Size')).toBe(true);
    expect(seedProducts.some((p) => (sizes(p)?.length ?? 0) > 1)).toBe(true);
    expect(seedProducts.some((p) => colours(p)?.length === 1)).toBe(true);
    expect(seedProducts.some((p) => (colours(p)?.length ?? 0) > 1)).toBe(true);
  });

  it('gives every product an HSN code of 4, 6 or 8 digits and a GST rate, in its own fields', () => {
    for (const p of seedProducts) {
      expect(p.hsnCode, p.slug).toMatch(HSN_CODE);
      expect([0, 5, 18], p.slug).toContain(p.gstRate);
      expect(attr('hsn_code')(p), p.slug).toBeUndefined();
      expect(attr('gst_rate')(p), p.slug).toBeUndefined();
    }
    // Each rate the seed uses appears, so carts and invoices meet mixed rates from the first start.
    expect(new Set(seedProducts.map((p) => p.gstRate))).toEqual(new Set([0, 5, 18]));
  });

  it('has one to three gallery images and a #rrggbb colour per product', () => {
    for (const p of seedProducts) {
      expect([1, 2, 3]).toContain(p.imageCount);
      expect(p.colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('generateCatalogue', () => {
  it('starts with the seed catalogue and returns exactly the count asked for', () => {
    expect(generateCatalogue(10)).toEqual(seedProducts.slice(0, 10));
    const thousand = generateCatalogue(1000);
    expect(thousand).toHaveLength(1000);
    expect(thousand.slice(0, seedProducts.length)).toEqual(seedProducts);
  });

  it('gives the same products for the same seed and different ones for another seed', () => {
    expect(generateCatalogue(2000, 7)).toEqual(generateCatalogue(2000, 7));
    expect(generateCatalogue(2000, 7)).not.toEqual(generateCatalogue(2000, 8));
  });

  it('keeps slugs unique and prices valid at 10,000 products', () => {
    const products = generateCatalogue(10_000);
    expect(new Set(products.map((p) => p.slug)).size).toBe(10_000);
    expect(new Set(products.map((p) => p.title)).size).toBe(10_000);
    for (const p of products) {
      expect(p.regularPricePaise > 0 && Number.isInteger(p.regularPricePaise)).toBe(true);
      if (p.discountedPricePaise !== null) expect(p.discountedPricePaise).toBeLessThan(p.regularPricePaise);
    }
  });

  // How long it takes is the bench's figure (`--only scale`, "seed s"), not a timed test.
  it("keeps slugs unique at 100,000 products, the bench's largest catalogue", () => {
    const products = generateCatalogue(100_000);
    expect(products).toHaveLength(100_000);
    expect(new Set(products.map((p) => p.slug)).size).toBe(100_000);
  });
});
