import type { RelatedProductsAnswerInput } from '../../../src/contract/product.ts';
import {
  BOUGHT_TOGETHER_DAYS,
  BOUGHT_TOGETHER_MIN_ORDERS,
  nearestCategory,
  offeredBeside,
  RELATED_LIMIT,
} from '../../../src/domain/related-products.ts';
import { SOLD } from '../../../src/domain/order-status.ts';
import type { Db } from '../../db/client.ts';
import { and, asc, count, desc, eq, gt, gte, inArray, ne, pg } from '../../db/orm.ts';
import { orderLines, orders, productColumns, products, stillSold, type ProductRow } from '../../db/schema.ts';
import { servedProduct, stockByProduct } from './product-shape.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The other line of the same order. */
const other = pg.alias(orderLines, 'other_line');

/**
 * GET /products/{id}/related (extension; src/domain/related-products.ts): the products most often
 * in the same paid or confirmed orders as `product` over the last BOUGHT_TOGETHER_DAYS (each in at
 * least BOUGHT_TOGETHER_MIN_ORDERS of them); while none are, the newest of its sub-category
 * (nearestCategory), featured first. Never a product retired or sold out, nor the product itself; at most RELATED_LIMIT.
 */
export async function relatedProducts(
  db: Db,
  product: Pick<ProductRow, 'id' | 'category' | 'parentCategory'>,
  base: string,
): Promise<RelatedProductsAnswerInput> {
  const orderCount = count(orderLines.orderId);
  const together = await db
    .select({ id: other.productId, orders: orderCount })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(other, and(eq(other.orderId, orderLines.orderId), ne(other.productId, orderLines.productId)))
    .where(
      and(
        eq(orderLines.productId, product.id),
        inArray(orders.status, SOLD),
        gt(orders.createdAt, new Date(Date.now() - BOUGHT_TOGETHER_DAYS * DAY_MS)),
      ),
    )
    .groupBy(other.productId)
    .having(gte(orderCount, BOUGHT_TOGETHER_MIN_ORDERS))
    .orderBy(desc(orderCount), asc(other.productId))
    // Room for some that turn out retired or sold out.
    .limit(RELATED_LIMIT * 3);
  if (together.length > 0) {
    const ids = together.map((t) => t.id);
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(and(inArray(products.id, ids), stillSold));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const found = await offered(
      db,
      product.id,
      ids.flatMap((id) => byId.get(id) ?? []),
      base,
    );
    if (found.length > 0) return { kind: 'bought-together', data: found };
  }
  const near = nearestCategory(product);
  const sameCategory = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products[near.field], near.name), ne(products.id, product.id), stillSold))
    .orderBy(desc(products.featured), desc(products.createdAt), asc(products.slug))
    .limit(RELATED_LIMIT * 3);
  return { kind: 'same-category', data: await offered(db, product.id, sameCategory, base) };
}

/** The rows as served, as the row may offer them beside `productId` (offeredBeside). */
async function offered(db: Db, productId: string, rows: readonly ProductRow[], base: string) {
  const stock = await stockByProduct(
    db,
    rows.map((r) => r.id),
  );
  return offeredBeside(
    productId,
    rows.map((r) => servedProduct(r, base, stock.get(r.id))),
  );
}
