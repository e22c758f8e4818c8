import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppManifest } from '../../../src/domain/app-manifest.ts';
import { categoryHref, POLICY_SLUGS, productHref } from '../../../src/domain/routes.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { products } from '../../db/schema.ts';
import { eq } from '../../db/orm.ts';
import { loadStoreConfig } from '../../lib/store-config.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { bodyOf, call, productId } from '../../test/helpers.ts';
import { seoRoutes } from './seo.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ APP_URL: 'https://supplies.example.in' });
});
afterAll(() => h.close());

const SITE = 'https://supplies.example.in';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('/robots.txt', () => {
  it('keeps crawlers out of the shopper’s own pages and the API, and names the sitemap', async () => {
    const res = await call(h, 'GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = String(res.body).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/account', '/checkout', '/payment', '/orders', '/wishlist', '/login', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    // The catalogue stays open to them.
    expect(lines.filter((l) => /^Disallow: \/(products?|$)/.test(l))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).toContain('Disallow: /app-shell');
  });
});

describe('/manifest.webmanifest', () => {
  it('names the installed app after the store, with its icons', async () => {
    const store = loadStoreConfig(h.env.STORE_CONFIG);
    const res = await call(h, 'GET', '/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = bodyOf<AppManifest>(res);
    expect(manifest.name).toBe(store.storeName);
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the sitemaps', () => {
  it('indexes the pages file and one products file for the catalogue, with the last change', async () => {
    const res = await call(h, 'GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = String(res.body);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(locs(xml)).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/products-1.xml`]);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('lists the home page, the catalogue, every category, contact, tracking and the policies', async () => {
    const xml = String((await call(h, 'GET', '/sitemaps/pages.xml')).body);
    const listed = locs(xml);
    expect(listed).toContain(`${SITE}/`);
    expect(listed).toContain(`${SITE}/products`);
    for (const category of new Set(seedProducts.map((p) => p.category)))
      expect(listed).toContain(`${SITE}${categoryHref(category)}`.replace(/&/g, '&amp;'));
    for (const slug of POLICY_SLUGS) expect(listed).toContain(`${SITE}/${slug}`);
    expect(listed).toContain(`${SITE}/contact`);
    // Nothing private, and no address twice.
    expect(listed.filter((l) => /\/(account|checkout|cart|wishlist|login)/.test(l))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists every product once, with its last change, and compresses for crawlers that ask', async () => {
    const res = await h.app.request(`${SITE}/sitemaps/products-1.xml`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const xml = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    const listed = locs(xml);
    expect(listed).toHaveLength(seedProducts.length);
    expect(new Set(listed).size).toBe(seedProducts.length);
    const one = productId(0);
    expect(listed).toContain(`${SITE}${productHref(one)}`);
    expect(xml.match(/<lastmod>/g)).toHaveLength(seedProducts.length);
  });

  it('answers 404 for a products file beyond the catalogue and for names it does not serve', async () => {
    for (const path of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/other.xml']) {
      const res = await call(h, 'GET', path);
      expect(res.status, path).toBe(404);
    }
  });

  it('moves a product’s last change when the owner edits it', async () => {
    const id = productId(1);
    const lastmodOf = async () => {
      const xml = String((await call(h, 'GET', '/sitemaps/products-1.xml')).body);
      const entry = xml.split('\n').find((l) => l.includes(productHref(id)));
      return new Date(/<lastmod>([^<]+)</.exec(entry ?? '')![1]!).getTime();
    };
    const before = await lastmodOf();
    await h.database.db.update(products).set({ featured: true }).where(eq(products.id, id));
    expect(await lastmodOf()).toBeGreaterThan(before);
  });

  it('splits a big catalogue into files of at most the protocol’s size, read in batches', async () => {
    const small = seoRoutes(
      { db: h.database.db, env: h.env, store: loadStoreConfig(h.env.STORE_CONFIG) },
      { perFile: 20, batchSize: 7 },
    );
    const get = async (path: string) => {
      const res = await small.request(`${SITE}${path}`);
      return { status: res.status, text: await res.text() };
    };
    const files = Math.ceil(seedProducts.length / 20);
    const index = locs((await get('/sitemap.xml')).text);
    expect(index).toHaveLength(1 + files);
    const all: string[] = [];
    for (let n = 1; n <= files; n++) {
      const { status, text } = await get(`/sitemaps/products-${n}.xml`);
      expect(status).toBe(200);
      const listed = locs(text);
      expect(listed.length).toBe(n < files ? 20 : seedProducts.length - 20 * (files - 1));
      all.push(...listed);
    }
    expect(new Set(all).size).toBe(seedProducts.length);
  });
});
