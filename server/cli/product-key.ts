import { normalizeSku } from '../../src/domain/sku.ts';
import type { Db } from '../db/client.ts';
import { eq, or } from '../db/orm.ts';
import { UUID } from '../db/product-id.ts';
import { products } from '../db/schema.ts';
import { UsageError } from './usage-error.ts';

/** The product an owner's command names by its SKU (TAP-003, any case), slug or id; retired ones too. */
export async function productByKey(db: Db, key: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(
      or(
        eq(products.slug, key),
        eq(products.sku, normalizeSku(key)),
        UUID.test(key) ? eq(products.id, key.toLowerCase()) : undefined,
      ),
    );
  if (!product) throw new UsageError(`no product with SKU, slug or id '${key}'`);
  return product;
}
