import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../catalogue/products.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('generated images', () => {
  it('serves every view of a product as a cacheable SVG', async () => {
    const p = seedProducts[0]!;
    for (let view = 1; view <= p.imageCount; view += 1) {
      const res = await call(h, 'GET', `/images/products/${p.slug}-${view}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      // Shown on other sites too (shared links): not held to our own site like the API.
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(String(res.body)).toContain('<svg');
    }
  });

  it('answers 404 for a view the product does not have or an unknown product', async () => {
    const p = seedProducts[0]!;
    expect((await call(h, 'GET', `/images/products/${p.slug}-${p.imageCount + 1}.svg`)).status).toBe(404);
    expect((await call(h, 'GET', `/images/products/${p.slug}-0.svg`)).status).toBe(404);
    expect((await call(h, 'GET', '/images/products/no-such-thing-1.svg')).status).toBe(404);
    expect((await call(h, 'GET', '/images/products/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('serves the category banners and the logo', async () => {
    for (const path of [
      '/images/categories/household-supplies.svg',
      '/images/categories/packaging-shipping-products.svg',
      '/images/logo.svg',
    ]) {
      const res = await call(h, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    expect((await call(h, 'GET', '/images/categories/toys.svg')).status).toBe(404);
  });
});
