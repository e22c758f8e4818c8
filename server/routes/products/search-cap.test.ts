import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../src/contract/limits.ts';
import { generateCatalogue } from '../../catalogue/generate.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { products } from '../../db/schema.ts';
import { toProductRow } from '../../db/seed.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { listProducts } from '../../test/helpers.ts';

let h: Harness;
const SIZE = SEARCH_COUNT_CAP * 5 + 200;
/** The oldest product of all: a pack in a colour no other product has, far past any search's window. */
const oldest = {
  ...seedProducts[0]!,
  slug: 'saffron-pack-oldest',
  title: 'Saffron Gift Pack',
  attributes: [{ key: 'color', value: ['Saffron'] }],
};

beforeAll(async () => {
  h = await createHarness();
  const more = generateCatalogue(SIZE).slice(seedProducts.length);
  const old = new Date('2020-01-01T00:00:00Z').getTime();
  for (let i = 0; i < more.length; i += 500) {
    await h.database.db
      .insert(products)
      .values(more.slice(i, i + 500).map((p, j) => toProductRow(p, new Date(old - (i + j) * 1000))));
  }
  await h.database.db.insert(products).values(toProductRow(oldest, new Date('2019-01-01T00:00:00Z')));
});
afterAll(() => h.close());

const list = (query: string) => listProducts(h, query);

it('counts a search up to the cap and says so; the spec list keeps its exact total', async () => {
  const everything = await list('sort=newest');
  expect(everything.total).toBe(SEARCH_COUNT_CAP);
  expect(everything.search?.capped).toBe(true);
  expect((await list('')).total).toBe(SIZE + 1); // with the oldest
  const few = await list('q=bubble%20pouches');
  expect(few.search?.capped).toBeUndefined();
  expect(few.total).toBeLessThan(SEARCH_COUNT_CAP);
});

it('ranks within the newest matches, and a later page past the window still answers', async () => {
  const first = await list('q=pack&limit=12');
  expect(first.products[0]?.title).toMatch(/pack/i);
  // More match than the window ranks at once: a page past it is still served, from every match.
  expect(first.total).toBe(SEARCH_COUNT_CAP);
  expect(first.search?.capped).toBe(true);
  const late = await list(`q=pack&limit=100&page=${SEARCH_COUNT_CAP / 100 + 2}`);
  expect(late.products).toHaveLength(100);
  expect(late.products.every((p) => /pack/i.test(`${p.title} ${p.category} ${p.description}`))).toBe(true);
});

it('filters the newest matches, and finds a rare match past them in the whole catalogue', async () => {
  // A filter every pack passes: applied to the newest matches, "at least" that many.
  const common = await list('q=pack&minPrice=1');
  expect(common.search?.capped).toBe(true);
  expect(common.total).toBe(SEARCH_COUNT_CAP);
  // The only saffron pack is the oldest product: no window holds it, and it is still found, exactly.
  const rare = await list('q=pack&color=Saffron');
  expect(rare.products.map((p) => p.title)).toEqual(['Saffron Gift Pack']);
  expect(rare.total).toBe(1);
  expect(rare.search?.capped).toBeUndefined();
  // Sorted by price over more than the window: the cheapest pack of all comes first.
  const pays = (p: { regularPrice?: number | undefined; discountedPrice?: number | undefined }) =>
    p.discountedPrice ?? p.regularPrice ?? 0;
  const [cheapest] = (await list('q=pack&sort=price_asc&limit=1')).products;
  const later = await list(`q=pack&sort=price_asc&limit=100&page=${SEARCH_COUNT_CAP / 100 + 3}`);
  expect(later.products.length).toBeGreaterThan(0);
  expect(later.products.every((p) => pays(p) >= pays(cheapest!))).toBe(true);
});
