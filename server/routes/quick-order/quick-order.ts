import { Hono } from 'hono';
import {
  quickOrderRequest,
  type QuickOrderAnswerInput,
  type QuickOrderRequest,
} from '../../../src/contract/quick-order.ts';
import { noLongerSold, payablePrice, productOptions } from '../../../src/domain/product.ts';
import { resolveQuickLine, type SoldBySku } from '../../../src/domain/quick-order.ts';
import { normalizeSku, skuReadings } from '../../../src/domain/sku.ts';
import { servedStock, stockOf } from '../../../src/domain/stock.ts';
import type { Db } from '../../db/client.ts';
import { inArray } from '../../db/orm.ts';
import { productColumns, products } from '../../db/schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { json } from '../../lib/validate.ts';
import { untaxedMessage } from '../orders/create-order.ts';
import { servedProduct, stockByProduct } from '../products/product-shape.ts';

/**
 * Each line of a quick order with the product and size its SKU names, priced at the volume price
 * its quantity reaches (as POST /orders will charge it), or what is wrong with it. One query for
 * the products and one for their stock, whatever the number of lines.
 */
export async function resolveQuickOrder(
  db: Db,
  lines: readonly { sku: string; quantity?: number | undefined }[],
  base: string,
): Promise<QuickOrderAnswerInput> {
  const wanted = [...new Set(lines.flatMap((l) => skuReadings(normalizeSku(l.sku)).map((r) => r.product)))];
  const rows = await db.select(productColumns).from(products).where(inArray(products.sku, wanted));
  const stock = await stockByProduct(
    db,
    rows.map((r) => r.id),
  );
  const bySku = new Map<string, SoldBySku<ReturnType<typeof servedProduct>>>(
    rows.map((row) => {
      const counts = stock.get(row.id) ?? [];
      const sold: SoldBySku<ReturnType<typeof servedProduct>> = {
        sku: row.sku!,
        title: row.title,
        ...productOptions(row.attributes),
        item: servedProduct(row, base, counts),
        rule: { minQuantity: row.minOrderQuantity, packOf: row.packMultiple },
        pricePaise: payablePrice(row.regularPricePaise, row.discountedPricePaise),
        tiers: row.priceTiers,
        left: (size) => stockOf(servedStock(counts), size),
        blocked:
          row.retiredAt !== null
            ? noLongerSold(row.title)
            : row.hsnCode === null || row.gstRate === null
              ? untaxedMessage(row.title)
              : undefined,
      };
      return [sold.sku, sold];
    }),
  );
  return { lines: lines.map((line) => resolveQuickLine(line, (sku) => bySku.get(sku))) };
}

/** Extension POST /quick-order (src/contract/quick-order.ts): the quick-order pad's check. */
export function quickOrderRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>().post('/quick-order', json(quickOrderRequest), async (c) => {
    const { lines }: QuickOrderRequest = c.req.valid('json');
    return c.json(await resolveQuickOrder(db, lines, env.PUBLIC_URL));
  });
}
