import { afterAll, beforeAll, expect, it } from 'vitest';
import { RANK_WINDOW, SEARCH_COUNT_CAP } from '../../../src/contract/limits.ts';
import { productList } from '../../../src/contract/product.ts';
import { generateCatalogue } from '../../catalogue/generate.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { products } from '../../db/schema.ts';
import { toProductRow } from '../../db/seed.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { call } from '../../test/helpers.ts';

let h: Harness;
const SIZE = SEARCH_COUNT_CAP + 200;

beforeAll(async () => {
  h = await createHarness();
  const more = generateCatalogue(SIZE).slice(seedProducts.length);
  const old = new Date('2020-01-01T00:00:00Z').getTime();
  for (let i = 0; i < more.length; i += 500) {
    await h.database.db
      .insert(products)
      .values(more.slice(i, i + 500).map((p, j) => toProductRow(p, new Date(old - (i + j) * 1000))));
  }
});
afterAll(() => h.close());

const list = async (query: string) => {
  const res = await call(h, 'GET', `/api/v1/products?${query}`);
  expect(res.status).toBe(200);
  return productList.parse(res.body);
};

it('counts a search up to the cap and says so; the spec list keeps its exact total', async () => {
  const everything = await list('sort=newest');
  expect(everything.total).toBe(SEARCH_COUNT_CAP);
  expect(everything.search?.capped).toBe(true);
  expect((await list('')).total).toBe(SIZE);
  const few = await list('q=bubble%20pouches');
  expect(few.search?.capped).toBeUndefined();
  expect(few.total).toBeLessThan(SEARCH_COUNT_CAP);
});

it('ranks within the newest matches, and a later page past the window still answers', async () => {
  const first = await list('q=pack&limit=12');
  expect(first.products[0]?.title).toMatch(/pack/i);
  // More match than relevance ranks at once: the last page lies past the window and is still served.
  expect(first.total).toBeGreaterThan(RANK_WINDOW);
  const late = await list(`q=pack&limit=100&page=${Math.ceil(first.total / 100)}`);
  expect(late.products.length).toBeGreaterThan(0);
  expect(late.products.every((p) => /pack/i.test(`${p.title} ${p.category} ${p.description}`))).toBe(true);
});
