import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProducts } from '../cli/products-import.ts';
import { rowsOf } from '../routes/products/search.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { sql } from './orm.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface Maintenance {
  last_vacuum: Date | string | null;
  last_analyze: Date | string | null;
}

const maintenance = async () =>
  rowsOf<Maintenance & { relname: string }>(
    await h.database.db.execute(
      sql`select relname, last_vacuum, last_analyze from pg_stat_user_tables where relname in ('products', 'product_stock') order by relname`,
    ),
  );

const time = (value: Date | string | null) => (value === null ? 0 : new Date(value).getTime());

describe('the catalogue after a bulk write', () => {
  it('is vacuumed and analysed once an import commits, so searches do not walk the old row versions', async () => {
    const [{ now }] = rowsOf<{ now: Date | string }>(
      await h.database.db.execute(sql`select clock_timestamp() as now`),
    ) as [{ now: Date | string }];
    const csv =
      'hsnCode,gstRate,slug,title,description,category,parentCategory,regularPrice,discountedPrice,featured,sizes,colors\n' +
      '4819,18,settle-gift-box,Settle Gift Box,,Packaging,Gift,99,,no,,\n';
    expect((await importProducts(h.database.db, csv)).errors).toEqual([]);
    const tables = await maintenance();
    expect(tables.map((t) => t.relname)).toEqual(['product_stock', 'products']);
    for (const table of tables) {
      expect(time(table.last_vacuum), `${table.relname} vacuumed`).toBeGreaterThanOrEqual(time(now));
      expect(time(table.last_analyze), `${table.relname} analysed`).toBeGreaterThanOrEqual(time(now));
    }
  });

  it('is not vacuumed when an import is refused (nothing was written)', async () => {
    const before = await maintenance();
    const result = await importProducts(h.database.db, 'slug,title\nbad row');
    expect(result.errors.length).toBeGreaterThan(0);
    expect(await maintenance()).toEqual(before);
  });
});
