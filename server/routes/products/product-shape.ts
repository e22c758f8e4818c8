import type { ProductAsServedInput } from '../../../src/contract/product.ts';
import { fromPaise } from '../../../src/domain/money.ts';
import { featuredAttribute, isFeaturedKey } from '../../../src/domain/product.ts';
import { servedStock, type StockRow } from '../../../src/domain/stock.ts';
import { servedImages } from '../../catalogue/served.ts';
import { asc, inArray } from '../../db/orm.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../orders/moves.ts';
import { productStock, type ProductRow } from '../../db/schema.ts';

export type { ProductRow };

/** A product row as GET /products serves it, image URLs absolute from `base`. */
export function servedProduct(row: ProductRow, base: string, stock: readonly StockRow[] = []) {
  const images = servedImages(row, base);
  // The featured column is what ?featured=true filters on, so it alone decides the served flag.
  const attributes = row.attributes
    .filter(({ key }) => !isFeaturedKey(key))
    .map(({ key, value, metricUnit }) => ({ key, value: [...value], metricUnit: metricUnit ?? null }));
  if (row.featured) attributes.push({ ...featuredAttribute(), metricUnit: null });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imgUrl: images[0]?.url ?? null,
    category: row.category,
    parentCategory: row.parentCategory,
    regularPrice: fromPaise(row.regularPricePaise),
    discountedPrice: row.discountedPricePaise === null ? null : fromPaise(row.discountedPricePaise),
    images,
    attributes,
    createdAt: row.createdAt.toISOString(),
    ...(row.sku !== null && { sku: row.sku }),
    ...(row.hsnCode === null ? {} : { hsnCode: row.hsnCode }),
    ...(row.gstRate === null ? {} : { gstRate: row.gstRate }),
    ...(row.minOrderQuantity > 1 && { minQuantity: row.minOrderQuantity }),
    ...(row.packMultiple > 1 && { packOf: row.packMultiple }),
    ...(row.priceTiers.length > 0 && {
      priceTiers: row.priceTiers.map((t) => ({ minQuantity: t.minQuantity, price: fromPaise(t.pricePaise) })),
    }),
    ...servedStock(stock),
  } satisfies ProductAsServedInput;
}

/** The stock rows of these products, by product id. */
export async function stockByProduct(db: Db | Tx, ids: readonly string[]): Promise<Map<string, StockRow[]>> {
  const byId = new Map<string, StockRow[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(productStock)
    .where(inArray(productStock.productId, [...ids]))
    .orderBy(asc(productStock.size));
  for (const r of rows) byId.set(r.productId, [...(byId.get(r.productId) ?? []), r]);
  return byId;
}
