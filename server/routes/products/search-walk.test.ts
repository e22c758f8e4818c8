import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../src/contract/limits.ts';
import { generateCatalogue } from '../../catalogue/generate.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { desc, pg, sql } from '../../db/orm.ts';
import { products } from '../../db/schema.ts';
import { toProductRow } from '../../db/seed.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { listProducts } from '../../test/helpers.ts';
import {
  firstByPrice,
  firstMatches,
  orderOf,
  PRICE_WALK_LIMIT,
  rowsOf,
  textMatch,
  WALK_LIMIT,
} from './search.ts';

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

/** The zircon products in `order`, as a plain query finds them: what the walks must agree with. */
const zircons = (order: (SQL | typeof products.payablePaise | typeof products.slug)[], limit: number) =>
  h.database.db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(textMatch(['zircon']))
    .orderBy(...order)
    .limit(limit);

/** What `work` answers, and the raw statements it ran (with their parameters). */
async function recording<T>(work: () => Promise<T>) {
  const execute = vi.spyOn(h.database.db, 'execute');
  try {
    const found = await work();
    const statements = execute.mock.calls.map(([query]) => new pg.PgDialect().sqlToQuery(query as SQL));
    return { found, statements };
  } finally {
    execute.mockRestore();
  }
}

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
  const order = orderOf('price_asc', { words: ['zircon'], phrase: 'zircon' }, false);
  const { found, statements } = await recording(() =>
    firstMatches(db, zircon, n, order, { walk: PRICE_WALK_LIMIT }),
  );
  expect(statements).toHaveLength(2);
  expect(statements.every((s) => !/materialized/.test(s.sql))).toBe(true);
  const cheapest = await zircons([products.payablePaise, products.slug], n);
  expect(found).toEqual({ ids: cheapest.map((r) => r.id), partial: false });
});

it('goes straight to gathering when told the walk cannot find enough, with the same answer', async () => {
  const { db } = h.database;
  const zircon = textMatch(['zircon']);
  const order = orderOf('newest', { words: ['zircon'], phrase: 'zircon' }, false);
  const walked = await firstMatches(db, zircon, NEW_TRAYS + 5, order);
  const { found: gathered, statements } = await recording(() =>
    firstMatches(db, zircon, NEW_TRAYS + 5, order, { walk: 0 }),
  );
  expect(statements).toHaveLength(1);
  expect(statements[0]?.sql).toMatch(/materialized/);
  expect(gathered).toEqual(walked);
});

it('gathers by price only the matches on the far side of the known ones, with the answer of all', async () => {
  // Dearest first, the known matches are the old trays (₹100-399). None of them is among the dearest
  // PRICE_WALK_LIMIT products, so the walk is skipped, and the matches are gathered: only those at
  // or above the 12th dearest old tray (₹388), which hold the newest trays (₹500-519).
  const { db } = h.database;
  const zircon = textMatch(['zircon']);
  const old = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${zircon} and ${products.slug} like 'zircon-tray-old-%'`);
  const { found, statements } = await recording(() =>
    firstByPrice(
      db,
      zircon,
      12,
      'price_desc',
      old.map((r) => r.id),
    ),
  );
  const dearest = await zircons([desc(products.payablePaise), desc(products.slug)], 12);
  expect(found).toEqual(dearest.map((r) => r.id));
  expect(dearest[0]?.title).toBe('Zircon Tray Large 19');
  expect(statements).toHaveLength(2);
  expect(statements[1]?.sql).toMatch(/materialized[\s\S]*"payable_paise" >= \$/);
  expect(statements[1]?.params).toContain(388_00);
  // Without known matches: the whole catalogue's matches, the same answer.
  expect(await firstByPrice(db, zircon, 12, 'price_desc', [])).toEqual(found);
});

it('walks by price when some known matches lie within its reach, and stops there when it finds a page', async () => {
  // Cheapest first, the old trays lie among the cheapest PRICE_WALK_LIMIT products.
  const { db } = h.database;
  const zircon = textMatch(['zircon']);
  const newest = await zircons([desc(products.slug)], 40);
  const { found, statements } = await recording(() =>
    firstByPrice(
      db,
      zircon,
      12,
      'price_asc',
      newest.map((r) => r.id),
    ),
  );
  expect(statements).toHaveLength(2);
  expect(statements[1]?.sql).not.toMatch(/materialized/);
  const cheapest = await zircons([products.payablePaise, products.slug], 12);
  expect(found).toEqual(cheapest.map((r) => r.id));
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
