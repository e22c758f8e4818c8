import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../src/contract/limits.ts';
import { generateCatalogue } from '../../catalogue/generate.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { pg } from '../../db/orm.ts';
import { products } from '../../db/schema.ts';
import { toProductRow } from '../../db/seed.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { listProducts } from '../../test/helpers.ts';
import { firstMatches, orderOf, PRICE_WALK_LIMIT, rowsOf, textMatch, WALK_LIMIT } from './search.ts';

/**
 * A catalogue larger than a search's walk (WALK_LIMIT newest products): 20 zircon trays among the
 * newest products and 300 more, cheaper, older than the walk reaches.
 */
let h: Harness;
const NEW_TRAYS = 20;
const OLD_TRAYS = 300;
const tray = (age: 'new' | 'old', i: number) => ({
  ...seedProducts[0]!,
  slug: `zircon-tray-${age}-${i}`,
  title: `Zircon Tray ${age === 'new' ? 'Large' : 'Small'} ${i}`,
  regularPricePaise: (age === 'new' ? 500 + i : 100 + i) * 100,
  discountedPricePaise: null,
});

beforeAll(async () => {
  h = await createHarness();
  const now = Date.now();
  // The seeded products' dates are those of the saved test database, which may be hours or days
  // old: put them among the generated ones, so the walk's reach does not depend on when it was made.
  await h.database.db.update(products).set({ createdAt: new Date(now - 1000) });
  const rows = [
    ...Array.from({ length: NEW_TRAYS }, (_, i) =>
      toProductRow(tray('new', i), new Date(now + (i + 1) * 1000)),
    ),
    ...generateCatalogue(WALK_LIMIT + 100)
      .slice(seedProducts.length)
      .map((p, i) => toProductRow(p, new Date(now - (i + 1) * 1000))),
    ...Array.from({ length: OLD_TRAYS }, (_, i) =>
      toProductRow(tray('old', i), new Date(now - (WALK_LIMIT + 200 + i) * 1000)),
    ),
  ];
  for (let i = 0; i < rows.length; i += 1000)
    await h.database.db.insert(products).values(rows.slice(i, i + 1000));
}, 120_000);
afterAll(() => h.close());

const list = (query: string) => listProducts(h, query);

it('answers a page from the newest products when they hold it, and says "at least" for the older ones', async () => {
  const first = await list('q=zircon&limit=12');
  expect(first.products).toHaveLength(12);
  expect(first.products.every((p) => p.title.startsWith('Zircon Tray Large'))).toBe(true);
  expect(first.total).toBe(NEW_TRAYS);
  expect(first.search?.capped).toBe(true);
});

it('looks past the newest products for a page they do not hold, and for the cheapest of all', async () => {
  const second = await list('q=zircon&limit=12&page=2');
  expect(second.products).toHaveLength(12);
  expect(second.total).toBe(SEARCH_COUNT_CAP);
  expect(second.search?.capped).toBe(true);
  const [cheapest] = (await list('q=zircon&sort=price_asc&limit=1')).products;
  expect(cheapest?.title).toBe('Zircon Tray Small 0');
});

it('walks on along the price index when the cheapest products hold some of the matches, instead of gathering them all', async () => {
  // The cheapest PRICE_WALK_LIMIT products hold most of the old trays: fewer than asked, but they
  // promise the rest within WALK_LIMIT.
  const { db } = h.database;
  const n = NEW_TRAYS + OLD_TRAYS - 5;
  const zircon = textMatch(['zircon']);
  const execute = vi.spyOn(db, 'execute');
  const order = orderOf('price_asc', { words: ['zircon'], phrase: 'zircon' }, false);
  const found = await firstMatches(db, zircon, n, order, { walk: PRICE_WALK_LIMIT });
  const statements = execute.mock.calls.map(([query]) => new pg.PgDialect().sqlToQuery(query as SQL).sql);
  execute.mockRestore();
  expect(statements).toHaveLength(2);
  expect(statements.every((s) => !/materialized/.test(s))).toBe(true);
  const cheapest = await db
    .select({ id: products.id })
    .from(products)
    .where(zircon)
    .orderBy(products.payablePaise, products.slug)
    .limit(n);
  expect(found).toEqual({ ids: cheapest.map((r) => r.id), partial: false });
});

it('goes straight to gathering when told the walk cannot find enough, with the same answer', async () => {
  const { db } = h.database;
  const zircon = textMatch(['zircon']);
  const order = orderOf('newest', { words: ['zircon'], phrase: 'zircon' }, false);
  const walked = await firstMatches(db, zircon, NEW_TRAYS + 5, order);
  const execute = vi.spyOn(db, 'execute');
  const gathered = await firstMatches(db, zircon, NEW_TRAYS + 5, order, { walk: 0 });
  const statements = execute.mock.calls.map(([query]) => new pg.PgDialect().sqlToQuery(query as SQL).sql);
  execute.mockRestore();
  expect(statements).toHaveLength(1);
  expect(statements[0]).toMatch(/materialized/);
  expect(gathered).toEqual(walked);
});

it('sorts dearest first with equal prices by slug backwards, the price index read backwards, and pages without repeats', async () => {
  // Four trays at one price, dearer than every other: told apart by their slugs alone.
  const twins = Array.from({ length: 4 }, (_, i) =>
    toProductRow(
      { ...tray('new', 100 + i), slug: `zircon-twin-${i}`, title: `Zircon Twin ${i}` },
      new Date(),
    ),
  ).map((row) => ({ ...row, regularPricePaise: 900_00 }));
  await h.database.db.insert(products).values(twins);
  const first = await list('q=zircon&sort=price_desc&limit=3');
  expect(first.products.map((p) => p.title)).toEqual(['Zircon Twin 3', 'Zircon Twin 2', 'Zircon Twin 1']);
  const second = await list('q=zircon&sort=price_desc&limit=3&page=2');
  expect(second.products[0]?.title).toBe('Zircon Twin 0');
  const plan = await h.database.db.execute(
    `explain select id from products order by payable_paise desc, slug desc limit ${PRICE_WALK_LIMIT}`,
  );
  const lines = rowsOf<{ 'QUERY PLAN': string }>(plan).map((r) => r['QUERY PLAN']);
  expect(lines.join('\n')).toMatch(/Index Scan Backward using products_price_idx/);
  expect(lines.join('\n')).not.toMatch(/Sort/);
});
