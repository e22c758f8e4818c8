import { nextSkus } from '../../src/domain/sku.ts';
import type { Db } from '../db/client.ts';
import { isNotNull, isNull, sql } from '../db/orm.ts';
import { products } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The SKUs of a catalogue written into an empty shop, newest first in the list's order (as the seed
 * dates it): what `assignMissingSkus` would give them, known before the write so each product is
 * written once, with its SKU.
 */
export const firstSkus = (list: readonly { parentCategory: string }[]): string[] =>
  nextSkus(
    [],
    list.map((p) => p.parentCategory),
  );

/**
 * Gives every product without a SKU its own (src/domain/sku.ts), numbered in its family after the
 * SKUs already used, in catalogue order (newest first, as the seed dates it). Runs after each write
 * that can add products (the seed, the import) and on every start, which also numbers products
 * from before migration 0019. A product's SKU, once given, is never changed here. In one
 * transaction under a lock: instances starting at once after an upgrade number them once.
 */
export async function assignMissingSkus(db: Db | Tx): Promise<number> {
  return 'rollback' in db ? assignIn(db) : db.transaction(assignIn);
}

async function assignIn(db: Tx): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(804402)`);
  const missing = await db
    .select({ id: products.id, parentCategory: products.parentCategory })
    .from(products)
    .where(isNull(products.sku))
    .orderBy(sql`${products.createdAt} desc`, products.slug);
  if (missing.length === 0) return 0;
  const taken = await db.select({ sku: products.sku }).from(products).where(isNotNull(products.sku));
  const skus = nextSkus(
    taken.map((t) => t.sku!),
    missing.map((m) => m.parentCategory),
  );
  for (let at = 0; at < missing.length; at += 1000) {
    const values = missing.slice(at, at + 1000).map((m, i) => sql`(${m.id}::uuid, ${skus[at + i]!})`);
    await db.execute(
      sql`update products set sku = v.sku from (values ${sql.join(values, sql`, `)}) as v(id, sku) where products.id = v.id and products.sku is null`,
    );
  }
  return missing.length;
}
