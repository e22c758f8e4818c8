import { describe, expect, it } from 'vitest';
import { productAsServed } from '../../../src/contract/product.ts';
import { toProduct } from '../../../src/domain/product.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { toProductRow } from '../../db/seed.ts';
import { servedProduct, type ProductRow } from './product-shape.ts';

const CREATED = new Date('2025-03-01T10:00:00.000Z');
const row = (p: (typeof seedProducts)[number]): ProductRow => ({
  ...toProductRow(p, CREATED),
  sku: null,
  retiredAt: null,
  photos: [],
});
const served = (r: ProductRow, base = 'http://localhost:8044') =>
  productAsServed.parse(servedProduct(r, base));

describe('servedProduct', () => {
  it('serves every seeded row as a product the contract accepts', () => {
    for (const p of seedProducts) {
      const r = row(p);
      const s = served(r);
      expect(s.id).toBe(r.id);
      expect(s.title).toBe(p.title);
      expect(s.regularPrice).toBe(p.regularPricePaise / 100);
      expect(s.images).toHaveLength(p.imageCount);
      expect(s.createdAt).toBe(CREATED.toISOString());
    }
  });

  it('serves rupees and absolute image addresses', () => {
    const p = seedProducts.find((q) => q.discountedPricePaise !== null && q.imageCount === 2);
    if (!p) throw new Error('the catalogue needs a product on sale with two pictures');
    expect(served(row(p), 'https://cdn.shop.example.in')).toMatchObject({
      category: p.category,
      parentCategory: p.parentCategory,
      regularPrice: p.regularPricePaise / 100,
      discountedPrice: (p.discountedPricePaise ?? 0) / 100,
      imgUrl: `https://cdn.shop.example.in/images/products/${p.slug}-1.svg`,
      images: [
        { url: `https://cdn.shop.example.in/images/products/${p.slug}-1.svg` },
        { url: `https://cdn.shop.example.in/images/products/${p.slug}-2.svg` },
      ],
    });
  });

  it("serves the owner's photos, in their order and each with its widths, in place of the drawn pictures", () => {
    const base = 'https://cdn.shop.example.in/images/photos';
    const photos = [
      { id: 'aaaaaaaaaaaaaaaa', widths: [320, 640, 960, 1280], width: 3000, height: 2000 },
      { id: 'bbbbbbbbbbbbbbbb', widths: [320, 500], width: 500, height: 500 },
    ];
    const s = served({ ...row(seedProducts[0]!), photos }, 'https://cdn.shop.example.in');
    expect(s.imgUrl).toBe(`${base}/aaaaaaaaaaaaaaaa-640.webp`);
    expect(s.images).toEqual([
      {
        url: `${base}/aaaaaaaaaaaaaaaa-640.webp`,
        srcSet: [320, 640, 960, 1280].map((w) => `${base}/aaaaaaaaaaaaaaaa-${w}.webp ${w}w`).join(', '),
      },
      {
        url: `${base}/bbbbbbbbbbbbbbbb-500.webp`,
        srcSet: `${base}/bbbbbbbbbbbbbbbb-320.webp 320w, ${base}/bbbbbbbbbbbbbbbb-500.webp 500w`,
      },
    ]);
  });

  it('leaves out the discounted price and the featured flag when they do not apply', () => {
    const p = seedProducts.find((q) => !q.featured && q.discountedPricePaise === null);
    if (!p) throw new Error('the catalogue needs a plain product');
    const s = served(row(p));
    expect(s.discountedPrice).toBeUndefined();
    expect(s.attributes).toHaveLength(p.attributes.length);
    expect(toProduct(s).featured).toBe(false);
  });

  it("serves the featured column so that the app's rule reads it as featured", () => {
    const p = seedProducts.find((q) => q.featured);
    if (!p) throw new Error('the catalogue needs a featured product');
    const s = served(row(p));
    expect(toProduct(s).featured).toBe(true);
    expect(s.attributes).toHaveLength(p.attributes.length + 1);
  });

  it('lets the column alone decide: a stored featured attribute is not served', () => {
    const p = seedProducts.find((q) => !q.featured)!;
    const stored = { ...row(p), attributes: [...p.attributes, { key: 'Featured', value: ['true'] }] };
    expect(toProduct(served(stored)).featured).toBe(false);
    expect(toProduct(served({ ...stored, featured: true })).featured).toBe(true);
  });
});
