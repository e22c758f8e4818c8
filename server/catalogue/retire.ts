import type { Db } from '../db/client.ts';
import { and, eq, isNotNull } from '../db/orm.ts';
import { products, stillSold } from '../db/schema.ts';
import { endStockAlerts } from './stock-alerts.ts';

/**
 * Retiring a product: the shop stops selling it for good (or until it is brought back). A product
 * cannot be deleted: the orders, invoices, credit notes and returns that name it keep it. So it is
 * marked (`products.retired_at`) and every place a shopper finds or orders products asks for
 * `stillSold`: the lists, search and suggestions and their counts, one product's page (404, as for
 * an id the shop never had), the sitemap, the wishlist, quick orders and saved lists (refused with
 * `noLongerSold`), new orders (409, the same words) and back-in-stock alerts. What is already
 * ordered goes on: an order placed before keeps its lines, is packed, shipped, returned, invoiced.
 */

/** What retiring did: whether the product was on sale until now, and how many alerts it ended. */
export interface RetireOutcome {
  changed: boolean;
  alertsEnded: number;
}

/**
 * Stops selling the product, in one transaction with its waiting back-in-stock alerts: each ends
 * with one e-mail telling the shopper it will not be back. Retiring one already retired changes nothing.
 */
export async function retireProduct(db: Db, productId: string): Promise<RetireOutcome> {
  return db.transaction(async (tx) => {
    const retired = await tx
      .update(products)
      .set({ retiredAt: new Date() })
      .where(and(eq(products.id, productId), stillSold))
      .returning({ id: products.id });
    if (retired.length === 0) return { changed: false, alertsEnded: 0 };
    return { changed: true, alertsEnded: await endStockAlerts(tx, productId) };
  });
}

/** Sells a retired product again, as it was (prices, stock and photos were kept); false if it was on sale. */
export async function unretireProduct(db: Db, productId: string): Promise<boolean> {
  const back = await db
    .update(products)
    .set({ retiredAt: null })
    .where(and(eq(products.id, productId), isNotNull(products.retiredAt)))
    .returning({ id: products.id });
  return back.length > 0;
}
