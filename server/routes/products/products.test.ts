import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAsServed, productList, type ProductListInput } from '../../../src/contract/product.ts';
import { isFeatured } from '../../../src/domain/product.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { bodyOf, call, errorIn, ORIGIN, productId } from '../../test/helpers.ts';
import { filterEntries } from './products.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Queries as written: the typed client would add the page and limit these tests leave to the defaults. */
const list = async (query: string) => {
  const res = await call(h, 'GET', `/api/v1/products${query}`);
  expect(res.status).toBe(200);
  return { ...productList.parse(res.body), raw: bodyOf<ProductListInput>(res) };
};

describe('GET /api/v1/products', () => {
  it('answers the first page of 12 products with the total', async () => {
    const { products, total, raw } = await list('');
    expect(total).toBe(seedProducts.length);
    expect(products).toHaveLength(12);
    expect(raw.pagination).toEqual({ total: seedProducts.length, page: 1, limit: 12 });
  });

  it('lists the catalogue newest first, in the catalogue order', async () => {
    const { products } = await list('?limit=3');
    expect(products.map((p) => p.title)).toEqual(seedProducts.slice(0, 3).map((p) => p.title));
  });

  it('pages through the catalogue without repeats', async () => {
    const first = await list('?page=1&limit=50');
    const second = await list('?page=2&limit=50');
    const ids = new Set([...first.products, ...second.products].map((p) => p.id));
    expect(ids.size).toBe(first.products.length + second.products.length);
    const beyond = await list('?page=1000&limit=100');
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(seedProducts.length);
  });

  it('filters by category case-insensitively', async () => {
    const expected = seedProducts.filter((p) => p.category === 'HouseHold Supplies').length;
    const { products, total } = await list('?category=household%20supplies&limit=100');
    expect(total).toBe(expected);
    expect(products.every((p) => p.category === 'HouseHold Supplies')).toBe(true);
  });

  it('filters by parent category case-insensitively', async () => {
    const parent = seedProducts[0]!.parentCategory;
    const expected = seedProducts.filter((p) => p.parentCategory === parent).length;
    const { total, products } = await list(
      `?parentCategory=${encodeURIComponent(parent.toUpperCase())}&limit=100`,
    );
    expect(total).toBe(expected);
    expect(new Set(products.map((p) => p.parentCategory))).toEqual(new Set([parent]));
  });

  it('answers only featured products for featured=true', async () => {
    const { products, total } = await list('?featured=true&limit=100');
    expect(total).toBe(seedProducts.filter((p) => p.featured).length);
    expect(total).toBeGreaterThan(0);
    for (const p of products) expect(isFeatured(p.attributes)).toBe(true);
    const others = await list('?featured=false&limit=100');
    expect(others.total).toBe(seedProducts.length - total);
    for (const p of others.products) expect(isFeatured(p.attributes)).toBe(false);
  });

  it('lets gender through when no product carries a gender attribute', async () => {
    const { total } = await list('?gender=Men');
    expect(total).toBe(seedProducts.length);
  });

  it('matches filter entries against category or parent category and ignores null', async () => {
    const parent = seedProducts[0]!.parentCategory;
    const expected = seedProducts.filter((p) => p.parentCategory === parent).length;
    const { total } = await list(`?filter=${encodeURIComponent(`Accessories,${parent.toLowerCase()},null`)}`);
    expect(total).toBe(expected);
    expect((await list('?filter=null')).total).toBe(seedProducts.length);
    expect(filterEntries('Accessories, Personal Care,Home,null,Unisex')).toEqual([
      'accessories',
      'personal care',
      'home',
      'unisex',
    ]);
  });

  it('serves absolute image URLs from the request origin, or PUBLIC_URL when set', async () => {
    const { products } = await list('?limit=1');
    const p = products[0]!;
    expect(p.imgUrl).toBe(`${ORIGIN}/images/products/${seedProducts[0]!.slug}-1.svg`);
    expect(p.images).toHaveLength(seedProducts[0]!.imageCount);
    const other = await createHarness({ PUBLIC_URL: 'https://cdn.shop.example.in/' });
    try {
      const res = await other.app.request('http://internal:8044/api/v1/products?limit=1');
      const body = productList.parse(await res.json());
      expect(body.products[0]!.imgUrl).toMatch(/^https:\/\/cdn\.shop\.example\.in\/images\/products\//);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=101', 'limit'],
    ['limit=-1', 'limit'],
    ['featured=maybe', 'featured'],
    [`category=${'x'.repeat(101)}`, 'category'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await call(h, 'GET', `/api/v1/products?${query}`);
    expect(res.status).toBe(400);
    expect(errorIn(res)).toMatch(new RegExp(`^${field}: `));
  });
});

describe('GET /api/v1/products/{id}', () => {
  it('answers one product with a stable id derived from its slug', async () => {
    const res = await apiClient(h).products[':id'].$get({ param: { id: productId(0) } });
    expect(res.status).toBe(200);
    const p = productAsServed.parse(await res.json());
    expect(p.id).toBe(productId(0));
    expect(p.title).toBe(seedProducts[0]!.title);
    expect(p.regularPrice).toBe(seedProducts[0]!.regularPricePaise / 100);
    expect(p.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', "1' or '1'='1"])(
    'answers 404 Product not found for %s',
    async (id) => {
      const res = await apiClient(h).products[':id'].$get({ param: { id: encodeURIComponent(id) } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Product not found' });
    },
  );
});

describe('catalogue answers over a slow network', () => {
  it('answers 304 to a repeated list request carrying its ETag', async () => {
    const first = await h.app.request(`${ORIGIN}/api/v1/products?page=1&limit=12`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await h.app.request(`${ORIGIN}/api/v1/products?page=1&limit=12`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('sends a product list compressed to a browser that accepts gzip', async () => {
    const res = await h.app.request(`${ORIGIN}/api/v1/products?limit=12`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(
      productList.parse(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).products,
    ).toHaveLength(12);
  });
});
