import type { Db } from './client.ts';
import { sql } from './orm.ts';

/**
 * After a bulk write to the catalogue (the seed, an import, SKUs given on start): VACUUM drops the
 * old row versions the write left in the products table and in each of its indexes, and ANALYZE
 * gives the planner the new figures. PostgreSQL's autovacuum gets there some time later; PGlite
 * has no autovacuum at all, so before this every seeded product (then inserted, then given its SKU;
 * now written once) stayed twice in the search indexes for good, and each search walked both versions: at 100,000
 * products suggestions took 64 ms at p95 instead of 40, a filtered search 130 instead of 66-81
 * (bench/README.md, "Search, third pass"). VACUUM refuses to run inside a transaction.
 */
export async function settleCatalogue(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) products, product_stock`);
}
